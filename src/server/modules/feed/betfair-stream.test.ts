import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedSession, type FeedSession } from './betfair-session';
import { startFakeFeedServer, type FakeFeedOptions, type FakeFeedServer } from './fake-feed-server';
import type { FeedUpdate } from './feed-source';
import { TEST_TLS, until } from './feed-test-support';
import { createStreamClient, type StreamClient, type StreamClientOptions } from './stream-client';
import { MAX_RECONNECT_MS, reactionTo } from './stream-status';

// The stream client against a feed that answers as Betfair does: each subscription's price
// form, segmented images, resubscription with clocks, conflated changes, every refusal handled
// by its code, TLS verified against the operator's CA, and a subscription to named markets.

const opened: Array<{ server: FakeFeedServer; client: StreamClient }> = [];

async function connect(serverOptions: FakeFeedOptions = {}, clientOptions: Partial<StreamClientOptions> = {}, before?: (client: StreamClient) => void) {
  const server = await startFakeFeedServer({ heartbeatMs: 1000, ...serverOptions });
  const lines: string[] = [];
  const log = pino({ level: 'warn' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
  const client = createStreamClient({ url: server.url, session: fixedSession('key', 'token'), heartbeatMs: 1000, reconnectMs: 20, log, ...clientOptions });
  before?.(client);
  const updates: FeedUpdate[] = [];
  client.start(async (update) => {
    updates.push(update);
  });
  opened.push({ server, client });
  return { server, client, updates, lines };
}

afterEach(async () => {
  for (const { server, client } of opened.splice(0)) {
    await client.stop();
    await server.close();
  }
});

const subscriptions = (server: FakeFeedServer) => server.requests.filter((request) => request.op === 'marketSubscription');
const fairOf = (updates: FeedUpdate[], runnerId: string) =>
  updates.flatMap((update) => (update.kind === 'market' ? update.market.prices.filter((price) => price.runnerId === runnerId) : [])).at(-1)?.fairPrice;
const ladderChange = (marketId: string) => ({
  op: 'mcm',
  mc: [
    {
      id: marketId,
      marketDefinition: { status: 'OPEN', inPlay: false, runners: [{ id: '47972' }, { id: '47973' }] },
      rc: [
        {
          id: '47972',
          atb: [
            [1.84, 500],
            [1.83, 900],
          ],
          atl: [
            [1.86, 400],
            [1.88, 100],
          ],
        },
        { id: '47973', atb: [[2.16, 700]], atl: [[2.2, 300]] },
      ],
    },
  ],
});

describe('the stream client against a Betfair-faithful feed', () => {
  it.each([
    ['EX_BEST_OFFERS_DISP', 'bdatb'],
    ['EX_BEST_OFFERS', 'batb'],
    ['EX_ALL_OFFERS', 'atb'],
  ] as const)('reads %s as the feed sends it (%s) and prices the same', async (fields, key) => {
    const { server, updates } = await connect({}, { priceFields: fields });
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.send(ladderChange('1.5'));
    await until(async () => (fairOf(updates, '47973') !== undefined ? true : undefined));
    expect(fairOf(updates, '47972')).toBe(185);
    expect(fairOf(updates, '47973')).toBe(218);
    const wire = updates.find((update) => update.kind === 'market')?.message as { mc: Array<{ rc: Array<Record<string, unknown>> }> };
    expect(Object.keys(wire.mc[0]?.rc[0] ?? {})).toContain(key);
    expect(subscriptions(server)[0]).toMatchObject({ marketDataFilter: { fields: [fields, 'EX_MARKET_DEF', 'EX_LTP', 'EX_TRADED_VOL'] } });
    // Removing the best lay price: the next level (1.88) takes its place, and the fair price moves to 1.86.
    server.send({ op: 'mcm', mc: [{ id: '1.5', rc: [{ id: '47972', atl: [[1.86, 0]] }] }] });
    await until(async () => (fairOf(updates, '47972') === 186 ? true : undefined));
  });

  it('applies a segmented image whole, and resumes with RESUB_DELTA after a reconnect', async () => {
    const { server, updates } = await connect({ segmentSize: 1 });
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    for (const id of ['1.1', '1.2', '1.3']) server.send(ladderChange(id));
    await until(async () => (updates.length >= 3 ? true : undefined));
    updates.length = 0;
    server.dropClients();
    await until(async () => (updates.filter((update) => update.kind === 'market').length === 3 ? true : undefined));
    const pieces = updates.map((update) => update.message as { ct?: string; segmentType?: string });
    // The three markets came in three segments and were handed over once the last arrived.
    expect(pieces.map((piece) => [piece.ct, piece.segmentType])).toEqual([
      ['RESUB_DELTA', 'SEG_END'],
      ['RESUB_DELTA', 'SEG_END'],
      ['RESUB_DELTA', 'SEG_END'],
    ]);
    expect(subscriptions(server)[1]).toMatchObject({ clk: expect.stringMatching(/^c\d+$/), initialClk: expect.stringMatching(/^i\d+$/) });
    expect(fairOf(updates, '47972')).toBe(185);
  });

  it('applies a conflated change like any other', async () => {
    const { server, updates } = await connect({}, { priceFields: 'EX_ALL_OFFERS' });
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.send({ op: 'mcm', mc: [{ id: '1.5', con: true, rc: [{ id: '7', atb: [[3.0, 10]], atl: [[3.1, 10]] }] }] });
    await until(async () => (fairOf(updates, '7') === 305 ? true : undefined));
    expect((updates[0]?.message as { mc: Array<{ con?: boolean }> }).mc[0]?.con).toBe(true);
  });

  it('subscribes to the markets it is given and hears only those', async () => {
    const { server, updates } = await connect({}, {}, (client) => client.subscribeTo(['1.2']));
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    expect(subscriptions(server)[0]).toMatchObject({ marketFilter: { marketIds: ['1.2'] } });
    server.send(ladderChange('1.1'));
    server.send(ladderChange('1.2'));
    await until(async () => (updates.length > 0 ? true : undefined));
    expect(updates.map((update) => (update.kind === 'market' ? update.market.marketId : update.kind))).toEqual(['1.2']);
  });
});

describe('refusals, each by its code', () => {
  it('INVALID_SESSION_INFORMATION: hands the token back, signs in anew and goes on', async () => {
    let issued = 0;
    const spent: string[] = [];
    const session: FeedSession = {
      appKey: 'key',
      token: async () => `token-${issued === spent.length ? ++issued : issued}`,
      invalidate: (token) => void spent.push(token),
      stop: () => undefined,
    };
    const { server } = await connect({}, { session }, () => undefined);
    server.refuseNext('authentication', 'INVALID_SESSION_INFORMATION', true);
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    expect(spent).toEqual(['token-1']);
    expect(server.requests.filter((request) => request.op === 'authentication').map((request) => request.session)).toEqual(['token-1', 'token-2']);
  });

  it('INVALID_CLOCK: subscribes afresh without clocks', async () => {
    const { server, updates } = await connect();
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.send(ladderChange('1.5'));
    await until(async () => (updates.length > 0 ? true : undefined));
    server.refuseNext('marketSubscription', 'INVALID_CLOCK');
    server.dropClients();
    await until(async () => (subscriptions(server).length === 3 ? true : undefined));
    expect(subscriptions(server)[1]?.clk).toBeDefined();
    expect(subscriptions(server)[2]?.clk).toBeUndefined();
    await until(async () => (server.subscribers() === 1 ? true : undefined));
  });

  it('SUBSCRIPTION_LIMIT_EXCEEDED: keeps the soonest half of its markets', async () => {
    const { server } = await connect({}, {}, (client) => client.subscribeTo(['1.1', '1.2', '1.3', '1.4']));
    server.refuseNext('marketSubscription', 'SUBSCRIPTION_LIMIT_EXCEEDED');
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    expect(subscriptions(server).map((request) => (request.marketFilter as { marketIds: string[] }).marketIds)).toEqual([
      ['1.1', '1.2', '1.3', '1.4'],
      ['1.1', '1.2'],
    ]);
  });

  it('TIMEOUT with the connection closed: reconnects at once', async () => {
    const { server } = await connect();
    server.refuseNext('marketSubscription', 'TIMEOUT', true);
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    expect(server.requests.filter((request) => request.op === 'authentication')).toHaveLength(2);
  });

  it('a refused cricket subscription: prices go on, and it is not asked again', async () => {
    const { server, updates } = await connect({}, { cricket: true });
    server.refuseNext('cricketSubscription', 'NOT_AUTHORIZED');
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.send(ladderChange('1.5'));
    await until(async () => (updates.length > 0 ? true : undefined));
    server.dropClients();
    await until(async () => (subscriptions(server).length === 2 && server.subscribers() === 1 ? true : undefined));
    expect(server.requests.filter((request) => request.op === 'cricketSubscription')).toHaveLength(1);
  });

  it('a limit reached or an app key refused waits the longest backoff; a failure on their side, the usual one', () => {
    for (const code of ['TOO_MANY_REQUESTS', 'MAX_CONNECTION_LIMIT_EXCEEDED', 'INVALID_APP_KEY', 'NO_APP_KEY', 'NOT_AUTHORIZED']) {
      expect(reactionTo(code, 'authentication', 1000), code).toEqual({ kind: 'reconnect', afterMs: MAX_RECONNECT_MS });
    }
    expect(reactionTo('UNEXPECTED_ERROR', 'marketSubscription', 1000)).toEqual({ kind: 'reconnect', afterMs: 2000 });
    expect(reactionTo('TIMEOUT', undefined, 1000)).toEqual({ kind: 'reconnect', afterMs: 1000 });
    expect(reactionTo('NO_SESSION', 'cricketSubscription', 1000)).toEqual({ kind: 'new-session' });
  });
});

describe('TLS', () => {
  it("connects to tls:// verified against the operator's CA file", async () => {
    const { server, updates } = await connect({ tls: { key: TEST_TLS.key, cert: TEST_TLS.cert } }, { ca: TEST_TLS.ca });
    expect(server.url).toMatch(/^tls:\/\//);
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.send(ladderChange('1.5'));
    await until(async () => (fairOf(updates, '47972') === 185 ? true : undefined));
  });

  it('refuses a feed whose certificate the system CAs do not vouch for, and sends it nothing', async () => {
    const { server, lines } = await connect({ tls: { key: TEST_TLS.key, cert: TEST_TLS.cert } });
    await until(async () => (lines.some((line) => line.includes('feed connection error') && /certificate/i.test(line)) ? true : undefined));
    expect(server.requests).toEqual([]);
    expect(server.subscribers()).toBe(0);
  });
});
