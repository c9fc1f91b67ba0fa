import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedConfig } from '@server/config';
import { balancesOf, expectLedgerBalanced, fundedPlayer, placeBet, type Player } from '@server/test/exchange-fixtures';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { startFakeBettingApi, type FakeBettingApi } from './fake-betting-api';
import { startFakeFeedServer, type FakeFeedServer } from './fake-feed-server';
import { feedSourceFrom } from './feed-from-config';
import { startFeed, type FeedRuntime } from './feed-runtime';
import { auditActions, prepareFeedTerms, TEST_TLS, TEST_TLS_DIR as tlsDir, until } from './feed-test-support';

// The done-when of the real feed: a Test match through Lotus from a feed that answers as Betfair
// does — the fixture and runner names from the Betting API (certificate login, over TLS), prices
// on every runner from the stream (TLS, best offers as Betfair sends them), the match in play,
// the score from Betfair's cricket data, the session expiring and renewed, The Draw removed (its
// bets void), a second market voided whole, and each result settled once.

const EVENT = '32000001';
const ODDS = '1.300';
const TIED = '1.301';
const [INDIA, ENGLAND, DRAW, YES, NO] = ['1001', '1002', '60443', '30246', '30247'];

type Book = {
  status: string;
  is_settled: boolean;
  in_play: boolean;
  runners: Array<{ id: number; name: string; back: Array<{ price: number }>; lay: Array<{ price: number }> }>;
  score?: unknown;
};

const definition = (status: string, inPlay: boolean, runners: Array<[string, string]>) => ({
  status,
  inPlay,
  eventId: EVENT,
  eventTypeId: '4',
  marketType: 'MATCH_ODDS',
  bettingType: 'ODDS',
  numberOfWinners: 1,
  runners: runners.map(([id, runnerStatus], index) => ({ id, status: runnerStatus, sortPriority: index + 1, adjustmentFactor: 33.3 })),
});

describe('a Test match from a Betfair-faithful feed', () => {
  let t: TestApp;
  let api: FakeBettingApi;
  let stream: FakeFeedServer;
  let runtime: FeedRuntime;
  let oddsId = 0;
  let tiedId = 0;
  const players: Record<'india' | 'draw' | 'tied', Player | undefined> = { india: undefined, draw: undefined, tied: undefined };

  const book = async (id: number): Promise<Book> => (await t.app.inject({ url: `/api/markets/${id}` })).json().data.market as Book;
  const runner = (current: Book, name: string) => current.runners.find((candidate) => candidate.name === name);

  beforeAll(async () => {
    t = await createTestApp();
    await prepareFeedTerms(t);
    const start = new Date(Date.now() + 3600_000).toISOString();
    const event = { id: EVENT, name: 'India v England', openDate: start };
    const competition = { id: '12345', name: 'ICC World Test Championship' };
    api = await startFakeBettingApi({
      tls: TEST_TLS,
      appKey: 'app-key',
      username: 'operator',
      password: 'secret',
      markets: [
        {
          marketId: ODDS,
          marketName: 'Match Odds',
          eventTypeId: '4',
          competition,
          event,
          runners: [
            { selectionId: Number(INDIA), runnerName: 'India', sortPriority: 1 },
            { selectionId: Number(ENGLAND), runnerName: 'England', sortPriority: 2 },
            { selectionId: Number(DRAW), runnerName: 'The Draw', sortPriority: 3 },
          ],
        },
        {
          marketId: TIED,
          marketName: 'Tied Match',
          eventTypeId: '4',
          competition,
          event,
          runners: [
            { selectionId: Number(YES), runnerName: 'Yes', sortPriority: 1 },
            { selectionId: Number(NO), runnerName: 'No', sortPriority: 2 },
          ],
        },
        {
          marketId: '1.999',
          marketName: 'Match Odds',
          eventTypeId: '7',
          competition: { id: '1', name: 'Racing' },
          event: { id: '999', name: 'Kempton 14th Jun', openDate: start },
          runners: [{ selectionId: 1, runnerName: 'A horse', sortPriority: 1 }],
        },
      ],
    });
    stream = await startFakeFeedServer({
      heartbeatMs: 200,
      appKey: 'app-key',
      acceptsSession: api.isValidSession,
      tls: { key: TEST_TLS.key, cert: TEST_TLS.cert },
    });
    const config: FeedConfig = {
      url: stream.url.replace('127.0.0.1', 'localhost'),
      appKey: 'app-key',
      sessionToken: undefined,
      heartbeatMs: 200,
      caFile: path.join(tlsDir, 'ca.pem'),
      priceFields: 'EX_BEST_OFFERS_DISP',
      cricketScores: true,
      login: {
        url: api.loginUrl,
        keepAliveUrl: api.keepAliveUrl,
        username: 'operator',
        password: 'secret',
        certFile: path.join(tlsDir, 'server.pem'),
        keyFile: path.join(tlsDir, 'server.key'),
      },
      catalogue: { url: api.rpcUrl, refreshMs: 60_000, eventTypeIds: ['4', '1', '2'], marketTypes: ['MATCH_ODDS'], maxMarkets: 200 },
    };
    runtime = startFeed(t.app, feedSourceFrom(config, t.app.log), { tickMs: 25 });
  });
  afterAll(async () => {
    await runtime.stop();
    await stream.close();
    await api.close();
    await t.close();
  });

  it('takes the fixture, its markets and the runner names from the Betting API, and subscribes the stream to those markets', async () => {
    const event = await until(async () => {
      const events = (await t.app.inject({ url: '/api/events?sport=cricket' })).json().data.events as Array<{
        id: number;
        name: string;
        competition: string;
        markets: Array<{ id: number; name: string }>;
      }>;
      const found = events.find((candidate) => candidate.name === 'India v England');
      return found && found.markets.length === 2 ? found : undefined;
    });
    expect(event.competition).toBe('ICC World Test Championship');
    oddsId = event.markets.find((market) => market.name === 'Match Odds')?.id ?? 0;
    tiedId = event.markets.find((market) => market.name === 'Tied Match')?.id ?? 0;
    expect((await book(oddsId)).runners.map((entry) => entry.name)).toEqual(['India', 'England', 'The Draw']);
    expect(api.calls.map((call) => call.method)).toEqual(['listEventTypes', 'listCompetitions', 'listEvents', 'listMarketCatalogue']);
    expect(api.calls[3]?.params).toMatchObject({ marketProjection: expect.arrayContaining(['RUNNER_DESCRIPTION', 'EVENT', 'MARKET_START_TIME']) });
    await until(async () => (stream.subscribers() === 1 ? true : undefined));
    const subscription = stream.requests.find((request) => request.op === 'marketSubscription');
    expect(subscription).toMatchObject({
      marketFilter: { marketIds: [ODDS, TIED] },
      marketDataFilter: { fields: expect.arrayContaining(['EX_BEST_OFFERS_DISP']) },
    });
    expect(api.logins()).toBe(1);
  });

  it('prices every runner from the best offers Betfair sends, and takes bets at the house quotes', async () => {
    stream.send({
      op: 'mcm',
      mc: [
        {
          id: ODDS,
          marketDefinition: definition('OPEN', false, [
            [INDIA, 'ACTIVE'],
            [ENGLAND, 'ACTIVE'],
            [DRAW, 'ACTIVE'],
          ]),
          rc: [
            {
              id: INDIA,
              atb: [
                [2.5, 900],
                [2.48, 300],
              ],
              atl: [[2.52, 700]],
            },
            { id: ENGLAND, atb: [[3.4, 500]], atl: [[3.45, 400]] },
            { id: DRAW, atb: [[4.6, 200]], atl: [[4.7, 250]] },
          ],
        },
        {
          id: TIED,
          marketDefinition: definition('OPEN', false, [
            [YES, 'ACTIVE'],
            [NO, 'ACTIVE'],
          ]),
          rc: [
            { id: YES, atb: [[40, 10]], atl: [[50, 10]] },
            { id: NO, atb: [[1.02, 900]], atl: [[1.03, 900]] },
          ],
        },
      ],
    });
    const priced = await until(async () => {
      const current = await book(oddsId);
      return current.status === 'OPEN' && current.runners.every((entry) => entry.back.length > 0 && entry.lay.length > 0) ? current : undefined;
    });
    // Best 2.50 to back and 2.52 to lay, adjacent ticks: the fair price rounds up to 2.52; two ticks of margin each side.
    expect(runner(priced, 'India')?.back[0]?.price).toBe(2.48);
    expect(runner(priced, 'India')?.lay[0]?.price).toBe(2.56);
    const tied = await until(async () => {
      const current = await book(tiedId);
      return current.status === 'OPEN' && current.runners.every((entry) => entry.back.length > 0) ? current : undefined;
    });

    const bet = async (who: keyof typeof players, current: Book, name: string) => {
      const player = await fundedPlayer(t, 1000);
      players[who] = player;
      const target = runner(current, name);
      const placed = await placeBet(t, player, {
        market_id: current === tied ? tiedId : oddsId,
        runner_id: target?.id ?? 0,
        side: 'back',
        price: target?.back[0]?.price ?? 0,
        stake: 100,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().data.bet.status).toBe('matched');
    };
    await bet('india', priced, 'India');
    await bet('draw', priced, 'The Draw');
    await bet('tied', tied, 'Yes');
  });

  it("goes in play and shows the score from Betfair's cricket data", async () => {
    stream.send({
      op: 'mcm',
      mc: [
        {
          id: ODDS,
          marketDefinition: definition('OPEN', true, [
            [INDIA, 'ACTIVE'],
            [ENGLAND, 'ACTIVE'],
            [DRAW, 'ACTIVE'],
          ]),
        },
      ],
    });
    await until(async () => ((await book(oddsId)).in_play ? true : undefined));
    stream.send({
      op: 'ccm',
      cc: [
        {
          eventId: EVENT,
          marketId: ODDS,
          fixtureInfo: { eventDescription: 'India v England, 1st Test, from Eden Gardens', fixtureStatus: 'IN_RUNNING' },
          matchStats: {
            currentInnings: 1,
            inningsStats: [{ inningsNum: 1, battingTeam: 'India', bowlingTeam: 'England', inningsRuns: 212, inningsOvers: '61.3', inningsWickets: 4 }],
          },
          incidentListWrapper: {
            incidentList: [
              { incidentType: 'OUT', qualifierType: 'WICKET', overs: '61.3' },
              { incidentType: 'STRIKE', qualifierType: 'RUNS', value: '4', innings: 1, overs: '61.2' },
            ],
          },
        },
      ],
    });
    const scored = await until(async () => {
      const current = await book(oddsId);
      return current.score ? current : undefined;
    });
    expect(scored.score).toEqual({ sport: 'cricket', batting: 'home', innings: [{ side: 'home', runs: 212, wickets: 4, overs: '61.3' }], recent: ['4', 'W'] });
  });

  it('signs in again when the session expires, and the prices go on', async () => {
    api.expireSessions();
    stream.dropClients();
    await until(async () => (api.logins() === 2 && stream.subscribers() === 1 ? true : undefined));
    stream.send({
      op: 'mcm',
      mc: [
        {
          id: ODDS,
          rc: [
            {
              id: ENGLAND,
              atb: [
                [3.4, 0],
                [3.0, 500],
              ],
              atl: [
                [3.45, 0],
                [3.05, 400],
              ],
            },
          ],
        },
      ],
    });
    await until(async () => {
      const england = runner(await book(oddsId), 'England');
      return (england?.back[0]?.price ?? 99) < 3.05 ? true : undefined;
    });
  });

  it('stops quoting a removed runner, lapses its unmatched bets, voids its matched ones at the close, voids the whole of a voided market, and settles each once', async () => {
    // An unmatched lay on The Draw, far from any price: it rests until the runner is removed.
    const resting = await fundedPlayer(t, 1000);
    const drawId = runner(await book(oddsId), 'The Draw')?.id ?? 0;
    const rested = await placeBet(t, resting, { market_id: oddsId, runner_id: drawId, side: 'lay', price: 1.5, stake: 200 });
    expect(rested.json().data.bet.status, rested.body).toBe('unmatched');
    expect((await balancesOf(t, resting)).exposure).toBe(100);
    stream.send({
      op: 'mcm',
      mc: [
        {
          id: ODDS,
          marketDefinition: definition('OPEN', true, [
            [INDIA, 'ACTIVE'],
            [ENGLAND, 'ACTIVE'],
            [DRAW, 'REMOVED'],
          ]),
        },
      ],
    });
    await until(async () => {
      const draw = runner(await book(oddsId), 'The Draw');
      return draw && draw.back.length === 0 && draw.lay.length === 0 ? true : undefined;
    });
    await until(async () => ((await balancesOf(t, resting)).exposure === 0 ? true : undefined));
    expect(await balancesOf(t, resting)).toEqual({ main: 1000, exposure: 0 });
    expect(await auditActions(t, 'feed.runner_removed')).toHaveLength(1);
    // A removed runner takes no new order: refused in words, nothing held.
    const late = await placeBet(t, resting, { market_id: oddsId, runner_id: drawId, side: 'back', price: 3, stake: 100 });
    expect([late.statusCode, late.json().message]).toEqual([422, 'This selection has been removed from the market']);
    expect(await balancesOf(t, resting)).toEqual({ main: 1000, exposure: 0 });
    const before = {
      india: await balancesOf(t, players.india ?? { id: 0 }),
      draw: await balancesOf(t, players.draw ?? { id: 0 }),
      tied: await balancesOf(t, players.tied ?? { id: 0 }),
    };
    expect(before.draw.exposure).toBe(100);
    const closing = {
      op: 'mcm',
      mc: [
        {
          id: ODDS,
          marketDefinition: definition('CLOSED', true, [
            [DRAW, 'REMOVED'],
            [INDIA, 'WINNER'],
            [ENGLAND, 'LOSER'],
          ]),
        },
        {
          id: TIED,
          marketDefinition: definition('CLOSED', true, [
            [YES, 'REMOVED'],
            [NO, 'REMOVED'],
          ]),
        },
      ],
    };
    stream.send(closing);
    stream.send(closing);
    await until(async () => ((await book(oddsId)).is_settled && (await book(tiedId)).is_settled ? true : undefined));
    stream.dropClients();
    await until(async () => (stream.subscribers() === 1 ? true : undefined));
    stream.send(closing);
    // A score sent after it is applied after it: once the score shows, the repeated closing was handled.
    const stats = (runs: number) => ({
      currentInnings: 1,
      inningsStats: [{ inningsNum: 1, battingTeam: 'India', inningsRuns: runs, inningsOvers: '90.0', inningsWickets: 10 }],
    });
    stream.send({ op: 'ccm', cc: [{ eventId: EVENT, marketId: ODDS, matchStats: stats(388) }] });
    await until(async () => {
      const found = await t.db.execute<{ score: { innings: Array<{ runs: number }> } }>(sql`SELECT score FROM event_scores`);
      return found.rows[0]?.score.innings[0]?.runs === 388 ? true : undefined;
    });
    expect(await auditActions(t, 'feed.settle')).toHaveLength(2);
    expect(await auditActions(t, 'feed.result')).toHaveLength(2);

    const india = await balancesOf(t, players.india ?? { id: 0 });
    expect(india.exposure).toBe(0);
    expect(india.main).toBeGreaterThan(before.india.main + 100);
    const draw = await balancesOf(t, players.draw ?? { id: 0 });
    expect(draw).toEqual({ main: before.draw.main + 100, exposure: 0 });
    const tied = await balancesOf(t, players.tied ?? { id: 0 });
    expect(tied).toEqual({ main: before.tied.main + 100, exposure: 0 });
    const statuses = await t.db.execute<{ user_id: number; status: string }>(
      sql`SELECT user_id, status FROM bets WHERE user_id IN (${players.india?.id ?? 0}, ${players.draw?.id ?? 0}, ${players.tied?.id ?? 0}) ORDER BY id`,
    );
    expect(statuses.rows.map((row) => row.status)).toEqual(['won', 'void', 'void']);
    const results = await t.db.execute<{ result: Record<string, unknown> }>(sql`SELECT result FROM markets WHERE id IN (${oddsId}, ${tiedId}) ORDER BY id`);
    expect(results.rows[0]?.result).toMatchObject({
      winner_runner_id: runner(await book(oddsId), 'India')?.id,
      removed_runner_ids: [runner(await book(oddsId), 'The Draw')?.id],
    });
    expect(results.rows[1]?.result).toEqual({ void: true });
    await expectLedgerBalanced(t);
  });
});
