import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, type MarketFixture } from '@server/test/exchange-fixtures';

// Orders through the API on a market with no house quotes, so players match only each other
// and every figure can be worked out by hand. Exposure is the worst outcome.

let t: TestApp;
let market: MarketFixture;
let runnerA: number;
let runnerB: number;

beforeAll(async () => {
  t = await createTestApp();
  market = await createMarketFixture(t);
  [runnerA = 0, runnerB = 0] = market.runnerIds;
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const bet = (runner: number, side: 'back' | 'lay', price: number, stake: number) => ({ market_id: market.marketId, runner_id: runner, side, price, stake });

describe('placing bets', () => {
  it('rests a back that finds nothing to match and holds its stake', async () => {
    const alice = await fundedPlayer(t, 10_000);
    const res = await placeBet(t, alice, bet(runnerA, 'back', 2.5, 1000));
    expect(res.statusCode).toBe(201);
    const { bet: placed, balance } = res.json().data;
    expect(placed).toMatchObject({ status: 'unmatched', matched_stake: 0, unmatched_stake: 1000, avg_price: null, price: 2.5, stake: 1000 });
    expect(balance).toMatchObject({ available_credit: 9000, net_exposure: 1000, main_balance: 10_000 });
    const book = (await t.app.inject({ method: 'GET', url: `/api/markets/${market.marketId}` })).json().data.market;
    expect(book.runners[0].lay).toEqual([{ price: 2.5, size: 1000 }]);
    expect(book.runners[0].back).toEqual([]);
  });

  it('matches a lay against the resting back at its price; each side holds its own worst case', async () => {
    const carol = await fundedPlayer(t, 10_000);
    const bob = await fundedPlayer(t, 10_000);
    await placeBet(t, carol, bet(runnerB, 'back', 3, 400));
    const res = await placeBet(t, bob, bet(runnerB, 'lay', 3, 400));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 400, unmatched_stake: 0, avg_price: 3 });
    // Bob's lay of 400 at 3.00 loses 800 if B wins; Carol's back loses 400 if B does not.
    expect(await balancesOf(t, bob)).toEqual({ main: 9200, exposure: 800 });
    expect(await balancesOf(t, carol)).toEqual({ main: 9600, exposure: 400 });
  });

  it('fills part of an order and rests the rest, then cancel releases only the unmatched part', async () => {
    const maker = await fundedPlayer(t, 10_000);
    const dave = await fundedPlayer(t, 10_000);
    await placeBet(t, maker, bet(runnerB, 'back', 4, 500));
    const res = await placeBet(t, dave, bet(runnerB, 'lay', 4, 800));
    const placed = res.json().data.bet;
    expect(placed).toMatchObject({ status: 'partially_matched', matched_stake: 500, unmatched_stake: 300, avg_price: 4 });
    // Matched lay 500 at 4.00 loses 1500 if B wins; the resting 300 would lose 900 more.
    expect(await balancesOf(t, dave)).toEqual({ main: 7600, exposure: 2400 });

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bets/${placed.id}/cancel`, headers: dave.auth });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 500, unmatched_stake: 0, cancelled_stake: 300 });
    expect(cancelled.json().data.balance).toMatchObject({ available_credit: 8500, net_exposure: 1500 });

    const again = await t.app.inject({ method: 'POST', url: `/api/bets/${placed.id}/cancel`, headers: dave.auth });
    expect(again.statusCode).toBe(422);
    expect(await balancesOf(t, dave)).toEqual({ main: 8500, exposure: 1500 });
  });

  it('matches a back against the best lay first, then the next, and reports the average price', async () => {
    const m = await createMarketFixture(t);
    const [r1 = 0] = m.runnerIds;
    const l1 = await fundedPlayer(t, 10_000);
    const l2 = await fundedPlayer(t, 10_000);
    const backer = await fundedPlayer(t, 10_000);
    await placeBet(t, l1, { market_id: m.marketId, runner_id: r1, side: 'lay', price: 2, stake: 100 });
    await placeBet(t, l2, { market_id: m.marketId, runner_id: r1, side: 'lay', price: 2.2, stake: 100 });
    const res = await placeBet(t, backer, { market_id: m.marketId, runner_id: r1, side: 'back', price: 2, stake: 150 });
    // 100 at 2.20 (the better price for the backer) then 50 at 2.00: (220 + 100) / 150 = 2.1333.
    expect(res.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 150, avg_price: 2.13 });
    const matches = await t.db.execute<{ price: number; stake: number }>(sql`SELECT price, stake FROM bet_matches WHERE market_id = ${m.marketId} ORDER BY id`);
    expect(matches.rows.map((row) => [Number(row.price), Number(row.stake)])).toEqual([
      [220, 10_000],
      [200, 5000],
    ]);
  });

  it('refuses an order whose exposure would exceed available credit and stores nothing', async () => {
    const m = await createMarketFixture(t);
    const erin = await fundedPlayer(t, 500);
    const before = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets`);
    const res = await placeBet(t, erin, { market_id: m.marketId, runner_id: m.runnerIds[0] ?? 0, side: 'lay', price: 10, stake: 100 }); // liability 900
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' });
    expect(await balancesOf(t, erin)).toEqual({ main: 500, exposure: 0 });
    const after = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('never matches a player with themself', async () => {
    const m = await createMarketFixture(t);
    const own = (side: 'back' | 'lay') => ({ market_id: m.marketId, runner_id: m.runnerIds[0] ?? 0, side, price: 6, stake: 200 });
    const frank = await fundedPlayer(t, 10_000);
    await placeBet(t, frank, own('back'));
    const res = await placeBet(t, frank, own('lay'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This bet would match your own unmatched bet');
    expect(await balancesOf(t, frank)).toEqual({ main: 9800, exposure: 200 });
  });

  it('a hedge lowers exposure: backing both runners holds only the worst outcome', async () => {
    const m = await createMarketFixture(t);
    const [r1 = 0, r2 = 0] = m.runnerIds;
    const counter = await fundedPlayer(t, 10_000);
    const gina = await fundedPlayer(t, 10_000);
    await placeBet(t, counter, { market_id: m.marketId, runner_id: r1, side: 'lay', price: 2, stake: 1000 });
    await placeBet(t, counter, { market_id: m.marketId, runner_id: r2, side: 'lay', price: 2, stake: 1000 });
    await placeBet(t, gina, { market_id: m.marketId, runner_id: r1, side: 'back', price: 2, stake: 1000 });
    expect(await balancesOf(t, gina)).toEqual({ main: 9000, exposure: 1000 });
    await placeBet(t, gina, { market_id: m.marketId, runner_id: r2, side: 'back', price: 2, stake: 1000 });
    // Whoever wins, Gina wins 1000 on one and loses 1000 on the other: nothing to hold.
    expect(await balancesOf(t, gina)).toEqual({ main: 10_000, exposure: 0 });
    const position = await t.app.inject({ method: 'GET', url: `/api/markets/${m.marketId}/position`, headers: gina.auth });
    expect(position.json().data.position.runners).toEqual([
      { runner_id: r1, profit: 0 },
      { runner_id: r2, profit: 0 },
    ]);
  });

  it('replays a bet placed twice with one Idempotency-Key and moves money once', async () => {
    const hal = await fundedPlayer(t, 10_000);
    const first = await placeBet(t, hal, bet(runnerA, 'back', 8, 300), { 'idempotency-key': 'bet-once-1' });
    const second = await placeBet(t, hal, bet(runnerA, 'back', 8, 300), { 'idempotency-key': 'bet-once-1' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.bet.id).toBe(first.json().data.bet.id);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await balancesOf(t, hal)).toEqual({ main: 9700, exposure: 300 });
  });

  it('lists open bets and cancels only the player’s own', async () => {
    const ivy = await fundedPlayer(t, 10_000);
    const other = await fundedPlayer(t, 10_000);
    const placed = (await placeBet(t, ivy, bet(runnerA, 'back', 20, 100))).json().data.bet;
    const open = await t.app.inject({ method: 'GET', url: '/api/bets/user', headers: ivy.auth });
    expect(open.json().data.bets).toEqual([
      expect.objectContaining({ id: placed.id, selection: 'Home', market: 'Match Odds', event: 'Home v Away', status: 'unmatched', profit: null }),
    ]);
    const stolen = await t.app.inject({ method: 'POST', url: `/api/bets/${placed.id}/cancel`, headers: other.auth });
    expect(stolen.statusCode).toBe(404);
    expect(await balancesOf(t, ivy)).toEqual({ main: 9900, exposure: 100 });
  });
});
