import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { grantDemoFunds } from '../ledger';
import {
  balancesOf,
  createMarketFixture,
  expectLedgerBalanced,
  fundedPlayer,
  placeBet,
  settle,
  type MarketFixture,
  type Player,
} from '@server/test/exchange-fixtures';

// Cash out through the API: a back whose price shortened is hedged by a lay at the book's best
// price so settlement pays the same whatever wins; a moved price does nothing; a share keeps the
// rest; hostile input, other people's markets, the operator and the demo player's world.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const quotedRunners = [
  { name: 'Home', fair_price: 2 },
  { name: 'Away', fair_price: 2 },
];

async function setPrices(market: MarketFixture, prices: [number, number]) {
  const admin = await adminAuth(t);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/markets/${market.marketId}/prices`,
    headers: { authorization: admin.authorization },
    payload: { runners: market.runnerIds.map((runner_id, i) => ({ runner_id, fair_price: prices[i] })) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const quote = (player: Player, marketId: number, share = 100) =>
  t.app.inject({ method: 'GET', url: `/api/markets/${marketId}/cash-out?share=${share}`, headers: player.auth });
const cashOut = (player: Player, marketId: number, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/markets/${marketId}/cash-out`, headers: { ...player.auth, ...headers }, payload });
const position = async (player: Player, marketId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/markets/${marketId}/position`, headers: player.auth })).json().data.position as {
    exposure: number;
    runners: Array<{ runner_id: number; profit: number }>;
  };
const betCount = async (marketId: number) =>
  Number((await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets WHERE market_id = ${marketId}`)).rows[0]?.n);

/** A player who backed Home for ₹100 at 1.99 (the house's best lay), then Home shortened to 1.5. */
async function backedThenShortened(): Promise<{ market: MarketFixture; player: Player }> {
  const market = await createMarketFixture(t, { runners: quotedRunners });
  const player = await fundedPlayer(t, 1_000);
  const placed = await placeBet(t, player, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1.99, stake: 100 });
  expect(placed.statusCode, placed.body).toBe(201);
  await setPrices(market, [1.5, 3]);
  return { market, player };
}

describe('cash out', () => {
  it('quotes and locks in the same profit whatever wins, and settlement pays it either way', async () => {
    const { market, player } = await backedThenShortened();
    const quoted = (await quote(player, market.marketId)).json().data.cash_out;
    // Laying Home at 1.51 would lock in 100 × 1.99 / 1.51 − 100 = 31.79; backing Away at 2.98 does
    // better: 100 × 1.99 / 2.98 = 66.78 locks in 32.22. The best of the two is taken.
    expect(quoted).toMatchObject({
      share: 100,
      amount: 32.22,
      commission_rate: expect.any(Number),
      legs: [{ runner_id: market.runnerIds[1], side: 'back', price: 2.98, stake: 66.78 }],
    });
    const res = await cashOut(player, market.marketId, { amount: quoted.amount });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Cashed out: 100% of your position locks in ₹32.22');
    expect(res.json().data.cash_out.bet_ids).toHaveLength(1);
    const after = await position(player, market.marketId);
    expect(after.exposure).toBe(0);
    const profits = after.runners.map((runner) => runner.profit);
    expect(Math.max(...profits) - Math.min(...profits)).toBeLessThanOrEqual(0.02);
    expect(await balancesOf(t, player)).toEqual({ main: 1_000, exposure: 0 });

    // Settle one way, then resettle the other: the player ends with the same money.
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[0] })).statusCode).toBe(200);
    const homeWon = (await balancesOf(t, player)).main;
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[1] }, 'resettle')).statusCode).toBe(200);
    const awayWon = (await balancesOf(t, player)).main;
    expect(Math.abs(homeWon - awayWon)).toBeLessThanOrEqual(0.02);
    expect(homeWon).toBeGreaterThan(1_000 + 32.22 - quoted.commission - 0.02);
  });

  it('does nothing when the price moved against the amount the player was shown (409)', async () => {
    const { market, player } = await backedThenShortened();
    const shown = (await quote(player, market.marketId)).json().data.cash_out.amount as number;
    await setPrices(market, [1.8, 2.2]);
    const before = { balances: await balancesOf(t, player), position: await position(player, market.marketId), bets: await betCount(market.marketId) };
    const res = await cashOut(player, market.marketId, { amount: shown });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/^The price moved, so nothing was cashed out\. Cash out now gives ₹\d+\.\d\d\.$/);
    expect({ balances: await balancesOf(t, player), position: await position(player, market.marketId), bets: await betCount(market.marketId) }).toEqual(before);
  });

  it('cashes out a share and keeps the rest of the position', async () => {
    const { market, player } = await backedThenShortened();
    const before = (await position(player, market.marketId)).runners.map((runner) => runner.profit);
    const res = await cashOut(player, market.marketId, { share: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await position(player, market.marketId)).runners.map((runner) => runner.profit);
    const spread = (profits: number[]) => Math.max(...profits) - Math.min(...profits);
    expect(Math.abs(spread(after) - spread(before) / 2)).toBeLessThanOrEqual(0.02);
    // The rest can be cashed out later.
    expect((await cashOut(player, market.marketId, {})).statusCode).toBe(200);
    expect(spread((await position(player, market.marketId)).runners.map((runner) => runner.profit))).toBeLessThanOrEqual(0.02);
  });

  it('answers one of two cash outs at once; the other finds the position level', async () => {
    const { market, player } = await backedThenShortened();
    const answers = await Promise.all([cashOut(player, market.marketId), cashOut(player, market.marketId)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.statusCode === 422)?.json().message).toBe('Your position is already level: there is nothing to cash out');
    expect(await balancesOf(t, player)).toEqual({ main: 1_000, exposure: 0 });
  });

  it('replays a repeated Idempotency-Key instead of cashing out twice', async () => {
    const { market, player } = await backedThenShortened();
    const headers = { 'idempotency-key': `cash-out-${market.marketId}` };
    const first = await cashOut(player, market.marketId, { share: 25 }, headers);
    const second = await cashOut(player, market.marketId, { share: 25 }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it.each([
    ['a negative share', { share: -25 }],
    ['share zero', { share: 0 }],
    ['share 33', { share: 33 }],
    ['a huge share', { share: 1e12 }],
    ['a share as text', { share: '50' }],
    ['an amount as text', { amount: 'lots' }],
    ['fractions of a paisa', { amount: 1.001 }],
    ['a huge amount', { amount: 1e15 }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const { market, player } = await backedThenShortened();
    const before = await position(player, market.marketId);
    const res = await cashOut(player, market.marketId, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(await position(player, market.marketId)).toEqual(before);
  });

  it('refuses unknown markets, markets without a position, fancy markets, the operator and a signed-out caller', async () => {
    const { market, player } = await backedThenShortened();
    expect((await cashOut(player, 987_654_321)).statusCode).toBe(404);
    const stranger = await fundedPlayer(t, 100);
    const none = await cashOut(stranger, market.marketId);
    expect([none.statusCode, none.json().message]).toEqual([422, 'You have no matched bets to cash out in this market']);
    const fancy = await createMarketFixture(t, { type: 'fancy', runners: [{ name: 'Runs', yes_line: 50, yes_rate: 90, no_line: 49, no_rate: 110 }] as never });
    expect((await cashOut(player, fancy.marketId)).json().message).toBe('Cash out is offered on Match Odds and Bookmaker markets only');
    const admin = await adminAuth(t);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/markets/${market.marketId}/cash-out`, headers: { authorization: admin.authorization }, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/markets/${market.marketId}/cash-out`, payload: {} })).statusCode).toBe(401);
  });

  it('waits out the bet delay in play before it hedges', async () => {
    const market = await createMarketFixture(t, { inPlay: true, bet_delay: 1, runners: quotedRunners });
    const player = await fundedPlayer(t, 1_000);
    expect(
      (await placeBet(t, player, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1.99, stake: 100 })).statusCode,
    ).toBe(201);
    await setPrices(market, [1.5, 3]);
    const started = Date.now();
    const res = await cashOut(player, market.marketId);
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect((await position(player, market.marketId)).exposure).toBe(0);
  });

  it("hedges a demo player's position against the play-money book only", async () => {
    const market = await createMarketFixture(t, { runners: quotedRunners });
    const demo = await createPlayer(t, { isDemo: true });
    await t.db.transaction((tx) => grantDemoFunds(tx, demo.id));
    expect(
      (await placeBet(t, demo, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1.99, stake: 100 })).statusCode,
    ).toBe(201);
    await setPrices(market, [1.5, 3]);
    const res = await cashOut(demo, market.marketId);
    expect(res.statusCode, res.body).toBe(200);
    const counterparties = await t.db.execute<{ is_demo: boolean }>(sql`
      SELECT u.is_demo FROM bet_matches m JOIN bets b ON b.market_id = m.market_id AND b.seq = m.maker_seq JOIN users u ON u.id = b.user_id
      WHERE m.market_id = ${market.marketId}`);
    expect(counterparties.rows.length).toBeGreaterThan(1);
    expect(counterparties.rows.every((row) => row.is_demo)).toBe(true);
  });
});
