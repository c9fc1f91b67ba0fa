import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeBetSchema } from '@shared/schemas/bets';
import { createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { createExchangeCache } from './exchange-cache';
import { exchangeRuntime } from './exchange-runtime';
import { startDueEvents, startExchangeScheduler } from './exchange-scheduler';
import { lockMarkets } from './market-state';
import { BetDelayNeeded } from './match-order';
import { placeBet as placeInTx } from './place-orders';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, type MarketFixture } from '@server/test/exchange-fixtures';

// Events go in play at their start time by the scheduler, in production as in the demo: 'lapse'
// orders lapse, 'persist' orders keep resting with their exposure held; two processes turning the
// same event lapse once; an order queued behind the in-play turn sees it and waits the bet delay.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const startNow = (eventId: number) => t.db.execute(sql`UPDATE events SET start_time = now() - interval '1 second' WHERE id = ${eventId}`);
const betRow = async (id: number) =>
  (await t.db.execute<{ remaining_stake: number; lapsed_stake: number }>(sql`SELECT remaining_stake, lapsed_stake FROM bets WHERE id = ${id}`)).rows[0];
const inPlay = async (eventId: number) => (await t.db.execute<{ in_play: boolean }>(sql`SELECT in_play FROM events WHERE id = ${eventId}`)).rows[0]?.in_play;

async function restingPair(market: MarketFixture) {
  const player = await fundedPlayer(t, 10_000);
  const [runner = 0] = market.runnerIds;
  const lapse = await placeBet(t, player, { market_id: market.marketId, runner_id: runner, side: 'back', price: 3, stake: 400 });
  const persist = await placeBet(t, player, { market_id: market.marketId, runner_id: runner, side: 'back', price: 4, stake: 300, persistence: 'persist' });
  expect([lapse.statusCode, persist.statusCode]).toEqual([201, 201]);
  // Two backs on one runner: the worst case is that runner losing, 400 + 300.
  expect(await balancesOf(t, player)).toEqual({ main: 9300, exposure: 700 });
  return { player, lapseId: lapse.json().data.bet.id as number, persistId: persist.json().data.bet.id as number };
}

describe('the exchange scheduler', () => {
  it('turns an event in play at its start time: the lapse order lapses, the persist order keeps resting and its hold', async () => {
    const market = await createMarketFixture(t);
    const { player, lapseId, persistId } = await restingPair(market);
    const scheduler = startExchangeScheduler(t.app, { autoStart: false });
    await scheduler.tick();
    expect(await inPlay(market.eventId)).toBe(false);

    await startNow(market.eventId);
    await scheduler.tick();
    await scheduler.stop();
    expect(await inPlay(market.eventId)).toBe(true);
    expect(await betRow(lapseId)).toMatchObject({ remaining_stake: 0, lapsed_stake: 40_000 });
    expect(await betRow(persistId)).toMatchObject({ remaining_stake: 30_000, lapsed_stake: 0 });
    expect(await balancesOf(t, player)).toEqual({ main: 9700, exposure: 300 });
    const book = (await t.app.inject({ method: 'GET', url: `/api/markets/${market.marketId}` })).json().data.market;
    expect(book.runners[0].lay).toEqual([{ price: 4, size: 300 }]);
  });

  it('lapses once when two processes turn the same event in play at once', async () => {
    const market = await createMarketFixture(t);
    const { player, lapseId } = await restingPair(market);
    await startNow(market.eventId);
    // Two caches on one database, as two server processes (on PostgreSQL, two connections at once).
    const [first, second] = await Promise.all([startDueEvents(t.db, createExchangeCache()), startDueEvents(t.db, createExchangeCache())]);
    expect([...first, ...second]).toEqual([market.marketId]);
    expect(await betRow(lapseId)).toMatchObject({ remaining_stake: 0, lapsed_stake: 40_000 });
    expect(await balancesOf(t, player)).toEqual({ main: 9700, exposure: 300 });
    const releases = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM transfers WHERE kind = 'bet_release' AND reference = ${`market:${market.marketId}`}`,
    );
    expect(Number(releases.rows[0]?.n)).toBe(1);
  });
});

describe('the scheduler in a running server', () => {
  it('starts with the exchange routes when config.exchangeScheduler is on, and stops on close', async () => {
    const live = await createTestApp({ config: { exchangeScheduler: true } });
    try {
      const market = await createMarketFixture(live);
      await live.db.execute(sql`UPDATE events SET start_time = now() - interval '1 second' WHERE id = ${market.eventId}`);
      const deadline = Date.now() + 10_000;
      let started = false;
      while (!started && Date.now() < deadline) {
        await sleep(200);
        started = Boolean((await live.db.execute<{ in_play: boolean }>(sql`SELECT in_play FROM events WHERE id = ${market.eventId}`)).rows[0]?.in_play);
      }
      expect(started).toBe(true);
    } finally {
      await live.close();
    }
  }, 30_000);
});

describe.skipIf(!onPostgres)('an order queued behind the in-play turn', () => {
  it('sees the event in play once it has the market lock, and waits the bet delay', async () => {
    const market = await createMarketFixture(t, { bet_delay: 3 });
    const player = await fundedPlayer(t, 1000);
    const { cache } = exchangeRuntime(t.app);
    const input = placeBetSchema.parse({ market_id: market.marketId, runner_id: market.runnerIds[0], side: 'back', price: 3, stake: 100 });
    let locked = () => {};
    let release = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    // What the scheduler does: the event turns in play, then each market's lock is held while it lapses.
    const turning = t.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE events SET in_play = true WHERE id = ${market.eventId}`);
      await lockMarkets(tx, [market.marketId]);
      locked();
      await gate;
    });
    await isLocked;
    const order = t.db
      .transaction((tx) => placeInTx(tx, cache, { userId: player.id, world: 'real' }, input))
      .then(
        () => 'placed without the delay',
        (error: unknown) => error,
      );
    await sleep(300);
    release();
    await turning;
    const outcome = await order;
    expect(outcome).toBeInstanceOf(BetDelayNeeded);
    expect((outcome as BetDelayNeeded).seconds).toBe(3);
    expect(await balancesOf(t, player)).toEqual({ main: 1000, exposure: 0 });
  });
});
