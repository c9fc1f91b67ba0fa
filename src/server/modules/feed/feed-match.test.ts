import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepPrice, toDecimalPrice } from '@shared/odds-ladder';
import { balancesOf, expectLedgerBalanced, fundedPlayer, placeBet } from '@server/test/exchange-fixtures';
import { listenOnFreePort, openSse } from '@server/test/sse-client';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';
import { auditActions, cricketFixture, marketChange, startFeedHarness, until, type FeedHarness } from './feed-test-support';

// A whole (short) match through the fake feed server and the real client: the fixture appears
// once, prices move the house's quotes, a wicket moves the score on the API and the live stream,
// a silent feed suspends the market and it reopens, the result settles it after the delay, and a
// corrected result resettles it exactly once.

const EVENT = 'match-1';
const MARKET = '1.101';
const definition = (status: string, inPlay: boolean) => ({ status, inPlay, runners: [{ id: '11' }, { id: '22' }] });
const score = (runs: number, wickets: number, overs: string, recent: string[]) => ({
  op: 'score',
  eventId: EVENT,
  score: { sport: 'cricket', batting: 'home', innings: [{ side: 'home', runs, wickets, overs }], recent },
});

type Book = {
  status: string;
  is_settled: boolean;
  in_play: boolean;
  runners: Array<{ id: number; back: Array<{ price: number }>; lay: Array<{ price: number }> }>;
  score?: unknown;
};

describe('a match from the feed', () => {
  let t: TestApp;
  let feed: FeedHarness;
  let marketId: number;
  let eventId: number;

  const book = async (): Promise<Book> => (await t.app.inject({ url: `/api/markets/${marketId}` })).json().data.market as Book;
  const feedMarketCount = async () => Number((await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_markets`)).rows[0]?.n);

  beforeAll(async () => {
    t = await createTestApp();
    feed = await startFeedHarness(t);
  });
  afterAll(async () => {
    await feed.stop();
    await t.close();
  });

  it('creates the fixture and its market once, whatever the number of times the feed sends it', async () => {
    feed.server.send(cricketFixture(EVENT, MARKET));
    feed.server.send(
      marketChange(
        MARKET,
        [
          { id: '11', atb: [[1.84, 500]], atl: [[1.86, 400]] },
          { id: '22', atb: [[2.16, 700]], atl: [[2.2, 300]] },
        ],
        definition('OPEN', false),
      ),
    );
    const event = await until(async () => {
      const events = (await t.app.inject({ url: '/api/events?sport=cricket' })).json().data.events as Array<{
        id: number;
        name: string;
        markets: Array<{ id: number; status: string }>;
      }>;
      const found = events.find((candidate) => candidate.name === 'Mumbai Indians v Chennai Super Kings');
      return found?.markets[0]?.status === 'OPEN' ? found : undefined;
    });
    eventId = event.id;
    marketId = event.markets[0]?.id ?? 0;
    feed.server.send(cricketFixture(EVENT, MARKET));
    feed.server.dropClients();
    // The reconnected client gets the whole image again: still one event, one market.
    await until(async () => (feed.server.subscribers() > 0 ? true : undefined));
    await until(async () => ((await auditActions(t, 'feed.prices')).length > 0 ? true : undefined));
    const events = (await t.app.inject({ url: '/api/events?sport=cricket' })).json().data.events as Array<{ name: string }>;
    expect(events.filter((candidate) => candidate.name === 'Mumbai Indians v Chennai Super Kings')).toHaveLength(1);
    expect(await feedMarketCount()).toBe(1);
    expect((await auditActions(t, 'feed.fixture_create')).map((row) => Number(row.target_id))).toEqual([eventId]);
    expect(feed.server.requests.find((request) => request.op === 'authentication')).toMatchObject({ appKey: 'key', session: 'session' });
  });

  it('quotes the house around the feed price at the operator margin, with the stake cap', async () => {
    const first = await book();
    // Fair 1.85 (midway between 1.84 and 1.86); two ticks of margin each side.
    expect(first.runners[0]?.back[0]?.price).toBe(1.83);
    expect(first.runners[0]?.lay[0]?.price).toBe(1.87);
    const market = (await t.app.inject({ url: `/api/markets/${marketId}` })).json().data.market as { max_stake: number };
    expect(market.max_stake).toBe(5000);

    feed.server.send(
      marketChange(MARKET, [
        {
          id: '11',
          atb: [
            [1.84, 0],
            [2.0, 900],
          ],
          atl: [
            [1.86, 0],
            [2.04, 800],
          ],
        },
      ]),
    );
    const moved = await until(async () => {
      const next = await book();
      return next.runners[0]?.back[0]?.price !== 1.83 ? next : undefined;
    });
    const fair = 202;
    expect(moved.runners[0]?.back[0]?.price).toBe(toDecimalPrice(stepPrice(stepPrice(fair, -1), -1)));
    expect(moved.runners[0]?.lay[0]?.price).toBe(toDecimalPrice(stepPrice(stepPrice(fair, 1), 1)));
  });

  it('takes a player bet at the feed-driven quote and moves the score on the API and the live stream when a wicket falls', async () => {
    const player = await fundedPlayer(t, 1000);
    const current = await book();
    const price = current.runners[0]?.back[0]?.price ?? 0;
    const placed = await placeBet(t, player, { market_id: marketId, runner_id: current.runners[0]?.id ?? 0, side: 'back', price, stake: 100 });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.bet.status).toBe('matched');

    feed.server.send(marketChange(MARKET, [], definition('OPEN', true)));
    await until(async () => ((await book()).in_play ? true : undefined));
    feed.server.send(score(12, 0, '1.4', ['1', '4', '0', '6', '1']));
    const scored = await until(async () => {
      const next = await book();
      return next.score ? next : undefined;
    });
    expect(scored.score).toMatchObject({ sport: 'cricket', innings: [{ runs: 12, wickets: 0, overs: '1.4' }] });

    const base = await listenOnFreePort(t.app);
    const stream = await openSse(`${base}/api/stream/markets/${marketId}`);
    try {
      await stream.next(() => true, { from: 0 });
      feed.server.send(score(12, 1, '1.5', ['1', '4', '0', '6', '1', 'W']));
      feed.server.send(marketChange(MARKET, [], definition('SUSPENDED', true)));
      const pushed = await stream.next((event) => {
        const live = event as unknown as Book;
        return JSON.stringify(live.score ?? {}).includes('"wickets":1') && live.status === 'SUSPENDED';
      });
      expect(pushed.status).toBe('SUSPENDED');
    } finally {
      stream.close();
    }
    const event = (await t.app.inject({ url: `/api/events/${eventId}` })).json().data.event as { score: unknown };
    expect(event.score).toMatchObject({ innings: [{ wickets: 1 }], recent: ['1', '4', '0', '6', '1', 'W'] });
    feed.server.send(marketChange(MARKET, [], definition('OPEN', true)));
    await until(async () => ((await book()).status === 'OPEN' ? true : undefined));
  });

  it('suspends the market when the feed goes silent past the limit and reopens it when it speaks again', async () => {
    feed.server.silence(true);
    await until(async () => ((await book()).status === 'SUSPENDED' ? true : undefined));
    expect((await auditActions(t, 'feed.silent')).map((row) => Number(row.target_id))).toContain(marketId);
    feed.server.silence(false);
    await until(async () => ((await book()).status === 'OPEN' ? true : undefined), 8000);
    expect((await auditActions(t, 'feed.recovered')).map((row) => Number(row.target_id))).toContain(marketId);
  });

  it('settles on the feed result after the delay; a correction waits for the operator, then resettles exactly once', async () => {
    const [bettor] = (
      await t.db.execute<{ user_id: number }>(
        sql`SELECT user_id FROM bets WHERE market_id = ${marketId} AND user_id NOT IN (SELECT user_id FROM house_makers) LIMIT 1`,
      )
    ).rows;
    const player = { id: Number(bettor?.user_id) };
    const before = await balancesOf(t, player);
    expect(before.exposure).toBe(100);

    feed.server.send(marketChange(MARKET, [], definition('CLOSED', true)));
    feed.server.send({ op: 'result', marketId: MARKET, winner: '11' });
    feed.server.send({ op: 'result', marketId: MARKET, winner: '11' });
    await until(async () => ((await auditActions(t, 'feed.result')).length > 0 ? true : undefined));
    expect((await book()).is_settled).toBe(false);
    const settled = await until(async () => ((await book()).is_settled ? true : undefined));
    expect(settled).toBe(true);
    const won = await balancesOf(t, player);
    expect(won.exposure).toBe(0);
    expect(won.main).toBeGreaterThan(before.main + 100);

    feed.server.send({ op: 'result', marketId: MARKET, winner: '22' });
    feed.server.send({ op: 'result', marketId: MARKET, winner: '22' });
    await until(async () => ((await auditActions(t, 'feed.result_correct')).length > 0 ? true : undefined));
    // A correction of a settled market waits for the operator, however long: nothing moves by itself.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await auditActions(t, 'feed.resettle')).toHaveLength(0);
    expect((await balancesOf(t, player)).main).toBe(won.main);
    const waiting = await t.db.execute<{ id: number }>(sql`SELECT id FROM feed_results WHERE market_id = ${marketId} AND status = 'pending'`);
    const admin = await adminAuth(t);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/feed/results/${waiting.rows[0]?.id}/confirm`,
      headers: { authorization: admin.authorization },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Later ticks and the repeated correction change nothing more.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await auditActions(t, 'feed.settle')).toHaveLength(1);
    expect(await auditActions(t, 'feed.resettle')).toHaveLength(1);
    expect(await auditActions(t, 'feed.result_correct')).toHaveLength(1);
    const lost = await balancesOf(t, player);
    expect(lost.main).toBe(before.main);
    const bets = await t.db.execute<{ status: string }>(sql`SELECT status FROM bets WHERE market_id = ${marketId} AND user_id = ${player.id}`);
    expect(bets.rows.map((row) => row.status)).toEqual(['lost']);
    await expectLedgerBalanced(t);
    const event = await t.db.execute<{ status: string }>(sql`SELECT status FROM events WHERE id = ${eventId}`);
    expect(event.rows[0]?.status).toBe('closed');
    const settleAudit = (await auditActions(t, 'feed.settle'))[0];
    expect(settleAudit?.details.message).toMatchObject({ op: 'result', winner: '11' });
  });
});
