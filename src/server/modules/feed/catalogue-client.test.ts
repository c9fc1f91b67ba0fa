import https from 'node:https';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { certLoginSession, fixedSession } from './betfair-session';
import { createBetfairSource } from './betfair-source';
import { createCatalogue } from './catalogue-client';
import { startFakeBettingApi, type FakeBettingApi, type FakeMarket } from './fake-betting-api';
import { startFakeFeedServer, type FakeFeedServer } from './fake-feed-server';
import type { FeedSource, FeedUpdate } from './feed-source';
import { TEST_TLS, until } from './feed-test-support';
import { createStreamClient } from './stream-client';

// The catalogue adapter against a Betting API stand-in over HTTPS: Betfair's certificate login
// and keep-alive, the four calls turned into fixtures, a spent session renewed, and the refresh
// that brings a new match and moves the stream's subscription to it.

const log = pino({ level: 'silent' });
const started: Array<{ close(): Promise<void> } | FeedSource> = [];

const market = (marketId: string, eventId: string, name: string, eventTypeId = '4'): FakeMarket => ({
  marketId,
  marketName: 'Match Odds',
  eventTypeId,
  competition: { id: '11', name: 'Indian Premier League' },
  event: { id: eventId, name, openDate: new Date(Date.now() + 3600_000).toISOString() },
  runners: [
    { selectionId: 2, runnerName: name.split(' v ')[1] ?? 'B', sortPriority: 2 },
    { selectionId: 1, runnerName: name.split(' v ')[0] ?? 'A', sortPriority: 1 },
  ],
});

async function api(markets: FakeMarket[]): Promise<FakeBettingApi> {
  const server = await startFakeBettingApi({ tls: TEST_TLS, appKey: 'app-key', username: 'operator', password: 'secret', markets });
  started.push(server);
  return server;
}

const login = (server: FakeBettingApi, options: { cert?: boolean; password?: string; keepAliveMs?: number } = {}) =>
  certLoginSession({
    appKey: 'app-key',
    loginUrl: server.loginUrl,
    keepAliveUrl: server.keepAliveUrl,
    username: 'operator',
    password: options.password ?? 'secret',
    tls: { ca: TEST_TLS.ca, ...(options.cert === false ? {} : { cert: TEST_TLS.cert, key: TEST_TLS.key }) },
    keepAliveMs: options.keepAliveMs ?? 3600_000,
    log,
  });

afterEach(async () => {
  for (const item of started.splice(0).reverse()) {
    if ('close' in item) await item.close();
    else await item.stop();
  }
});

describe("Betfair's certificate login", () => {
  it('signs in with the client certificate once, and again only when the token is handed back', async () => {
    const server = await api([]);
    const session = login(server);
    const [first, again] = await Promise.all([session.token(), session.token()]);
    expect(first).toBe(again);
    expect(server.logins()).toBe(1);
    session.invalidate('some other token');
    expect(await session.token()).toBe(first);
    session.invalidate(first);
    expect(await session.token()).not.toBe(first);
    expect(server.logins()).toBe(2);
    session.stop();
  });

  it('is refused without the certificate or with a wrong password', async () => {
    const server = await api([]);
    await expect(login(server, { cert: false }).token()).rejects.toThrow(/CERT_AUTH_REQUIRED/);
    await expect(login(server, { password: 'wrong' }).token()).rejects.toThrow(/INVALID_USERNAME_OR_PASSWORD/);
    expect(server.logins()).toBe(0);
  });

  it('keeps the session alive, and signs in again when the keep-alive is refused', async () => {
    const server = await api([]);
    const session = login(server, { keepAliveMs: 30 });
    const first = await session.token();
    server.expireSessions();
    await until(async () => ((await session.token()) !== first ? true : undefined));
    expect(server.logins()).toBe(2);
    session.stop();
  });
});

describe('the catalogue', () => {
  it("turns the site's sports' matches into fixtures with runner names in Betfair's order, and leaves the rest out", async () => {
    const server = await api([
      market('1.10', '100', 'Mumbai Indians v Chennai Super Kings'),
      market('1.20', '200', 'Arsenal v Chelsea', '1'),
      market('1.30', '300', 'Kempton 14th Jun', '7'),
    ]);
    const session = login(server);
    const catalogue = createCatalogue({
      url: server.rpcUrl,
      session,
      eventTypeIds: ['4', '2'],
      marketTypes: ['MATCH_ODDS'],
      maxMarkets: 200,
      tls: { ca: TEST_TLS.ca },
      log,
    });
    const read = await catalogue.read();
    expect(read.marketIds).toEqual(['1.10']);
    expect(read.fixtures).toEqual([
      {
        id: '100',
        sport: 'cricket',
        competition: 'Indian Premier League',
        home: 'Mumbai Indians',
        away: 'Chennai Super Kings',
        startTime: expect.any(String),
        markets: [
          {
            id: '1.10',
            name: 'Match Odds',
            type: 'match_odds',
            runners: [
              { id: '1', name: 'Mumbai Indians' },
              { id: '2', name: 'Chennai Super Kings' },
            ],
          },
        ],
      },
    ]);
    expect(server.calls.find((call) => call.method === 'listMarketCatalogue')?.params).toMatchObject({
      filter: { eventTypeIds: ['4'], marketTypeCodes: ['MATCH_ODDS'], eventIds: ['100'] },
      sort: 'FIRST_TO_START',
    });
    session.stop();
  });

  it('hands a spent session back and tries once more with a new one', async () => {
    const server = await api([market('1.10', '100', 'India v Australia')]);
    const session = login(server);
    const catalogue = createCatalogue({
      url: server.rpcUrl,
      session,
      eventTypeIds: ['4'],
      marketTypes: ['MATCH_ODDS'],
      maxMarkets: 200,
      tls: { ca: TEST_TLS.ca },
      log,
    });
    await catalogue.read();
    server.expireSessions();
    expect((await catalogue.read()).marketIds).toEqual(['1.10']);
    expect(server.logins()).toBe(2);
    const refused = createCatalogue({
      url: server.rpcUrl,
      session: fixedSession('app-key', 'stale'),
      eventTypeIds: ['4'],
      marketTypes: ['MATCH_ODDS'],
      maxMarkets: 200,
      tls: { ca: TEST_TLS.ca },
      log,
    });
    await expect(refused.read()).rejects.toThrow(/INVALID_SESSION_INFORMATION/);
    session.stop();
  });

  it('refuses a Betting API whose certificate the system CAs do not vouch for', async () => {
    const server = await api([market('1.10', '100', 'India v Australia')]);
    const catalogue = createCatalogue({
      url: server.rpcUrl,
      session: fixedSession('app-key', 'x'),
      eventTypeIds: ['4'],
      marketTypes: ['MATCH_ODDS'],
      maxMarkets: 200,
      log,
    });
    await expect(catalogue.read()).rejects.toThrow(/certificate/i);
  });
});

describe('a Betting API that answers badly', () => {
  it('refuses what is not JSON-RPC or not the shape asked for, and hands over nothing', async () => {
    const answers = ['<html>502 Bad Gateway</html>', '{"jsonrpc":"2.0","result":[{"eventType":{"id":4}}],"id":1}', '{"jsonrpc":"2.0","id":1}'];
    let next = 0;
    const server = https.createServer({ key: TEST_TLS.key, cert: TEST_TLS.cert }, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(answers[next++ % answers.length]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    started.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const catalogue = createCatalogue({
      url: `https://localhost:${port}/rpc`,
      session: fixedSession('app-key', 'token'),
      eventTypeIds: ['4'],
      marketTypes: ['MATCH_ODDS'],
      maxMarkets: 200,
      tls: { ca: TEST_TLS.ca },
      log,
    });
    await expect(catalogue.read()).rejects.toThrow(/listEventTypes: HTTP 200, not JSON/);
    await expect(catalogue.read()).rejects.toThrow(/listEventTypes: answer not understood/);
    await expect(catalogue.read()).rejects.toThrow(/listEventTypes: answer not understood/);
  });
});

describe('the Betfair source', () => {
  it('applies the fixtures before the stream subscribes, and on a refresh subscribes to the new match too', async () => {
    const server = await api([market('1.10', '100', 'India v Australia')]);
    const feed: FakeFeedServer = await startFakeFeedServer({ heartbeatMs: 1000, tls: { key: TEST_TLS.key, cert: TEST_TLS.cert } });
    started.push(feed);
    const session = login(server);
    const stream = createStreamClient({ url: feed.url, session, heartbeatMs: 1000, reconnectMs: 20, log, ca: TEST_TLS.ca });
    const catalogue = createCatalogue({
      url: server.rpcUrl,
      session,
      eventTypeIds: ['4'],
      marketTypes: ['MATCH_ODDS'],
      maxMarkets: 200,
      tls: { ca: TEST_TLS.ca },
      log,
    });
    const source = createBetfairSource({ stream, catalogue, session, refreshMs: 100, log });
    started.push(source);
    const updates: FeedUpdate[] = [];
    source.start(async (update) => {
      updates.push(update);
    });
    await until(async () => (feed.subscribers() === 1 ? true : undefined));
    expect(updates[0]).toMatchObject({ kind: 'fixture', fixture: { id: '100' } });
    expect(feed.requests.find((request) => request.op === 'marketSubscription')).toMatchObject({ marketFilter: { marketIds: ['1.10'] } });
    server.markets.push(market('1.20', '200', 'Pakistan v New Zealand'));
    const subscribed = () =>
      feed.requests.filter((request) => request.op === 'marketSubscription').map((request) => (request.marketFilter as { marketIds: string[] }).marketIds);
    await until(async () => (subscribed().some((ids) => ids.includes('1.20')) ? true : undefined));
    expect(subscribed().at(-1)).toEqual(['1.10', '1.20']);
    expect(updates.filter((update) => update.kind === 'fixture').map((update) => (update.kind === 'fixture' ? update.fixture.id : ''))).toContain('200');
  });
});
