import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { checkLedger, grantDemoFunds, houseAccount } from '../ledger';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, settle, type Player } from '@server/test/exchange-fixtures';

// Play money never becomes real money: a demo player's orders meet only play-money orders and the
// play-money house, and settle against the play-money house. The attack this guards against: a
// real player rests a long-odds back, a demo player lays it with free play money, the real player
// is paid real money.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t);
  expect(await checkLedger(t.db)).toMatchObject({ crossingTransfers: 0, crossingMatches: 0 });
});

async function demoPlayer(): Promise<Player> {
  const player = await createPlayer(t, { isDemo: true });
  await t.db.transaction((tx) => grantDemoFunds(tx, player.id));
  return player;
}

async function houseBalance(kind: 'house_pnl' | 'house_cash', world: 'real' | 'play'): Promise<number> {
  const id = await houseAccount(t.db, kind, world);
  const found = await t.db.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE id = ${id}`);
  return Number(found.rows[0]?.balance ?? 0) / 100;
}

const book = async (marketId: number, money?: 'play') =>
  (await t.app.inject({ method: 'GET', url: `/api/markets/${marketId}${money ? '?money=play' : ''}` })).json().data.market;

describe('play money on the exchange', () => {
  it("a demo player's lay does not match a real player's back, and settlement pays the real player nothing of it", async () => {
    const market = await createMarketFixture(t); // no fair prices: no house quotes, only the players
    const [home = 0] = market.runnerIds;
    const real = await fundedPlayer(t, 1000);
    const demo = await demoPlayer();

    const back = await placeBet(t, real, { market_id: market.marketId, runner_id: home, side: 'back', price: 20, stake: 100, persistence: 'persist' });
    expect(back.json().data.bet).toMatchObject({ status: 'unmatched', unmatched_stake: 100 });
    const lay = await placeBet(t, demo, { market_id: market.marketId, runner_id: home, side: 'lay', price: 20, stake: 100, persistence: 'persist' });
    expect(lay.statusCode).toBe(201);
    expect(lay.json().data.bet).toMatchObject({ status: 'unmatched', matched_stake: 0, unmatched_stake: 100 });

    // Each sees only their own world's book.
    expect((await book(market.marketId)).runners[0]).toMatchObject({ back: [], lay: [{ price: 20, size: 100 }] });
    expect((await book(market.marketId, 'play')).runners[0]).toMatchObject({ back: [{ price: 20, size: 100 }], lay: [] });

    // The operator's market view counts the demo player apart from real players.
    const admin = await adminAuth(t);
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/markets/${market.marketId}`, headers: { authorization: admin.authorization } });
    expect(view.json().data).toMatchObject({ players: 1, demo_players: 1, unmatched_volume: 100 });

    const settled = await settle(t, market.marketId, { winner_runner_id: home });
    expect(settled.statusCode).toBe(200);
    expect(await balancesOf(t, real)).toEqual({ main: 1000, exposure: 0 });
    expect(await balancesOf(t, demo)).toEqual({ main: 25000.5, exposure: 0 });
    const matches = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bet_matches WHERE market_id = ${market.marketId}`);
    expect(matches.rows[0]?.n).toBe(0);
  });

  it('two demo players trade with each other, in play money only', async () => {
    const market = await createMarketFixture(t);
    const [home = 0] = market.runnerIds;
    const realBefore = { pnl: await houseBalance('house_pnl', 'real'), cash: await houseBalance('house_cash', 'real') };
    const backer = await demoPlayer();
    const layer = await demoPlayer();
    await placeBet(t, backer, { market_id: market.marketId, runner_id: home, side: 'back', price: 3, stake: 100, persistence: 'persist' });
    const lay = await placeBet(t, layer, { market_id: market.marketId, runner_id: home, side: 'lay', price: 3, stake: 100 });
    expect(lay.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 100 });
    const settled = await settle(t, market.marketId, { winner_runner_id: home });
    // The operator's summary counts real money only.
    expect(settled.json().data.settlement).toMatchObject({ bets_settled: 0, players: 0, total_paid: 0 });
    expect(await balancesOf(t, backer)).toEqual({ main: 25200.5, exposure: 0 });
    expect(await balancesOf(t, layer)).toEqual({ main: 24800.5, exposure: 0 });
    expect({ pnl: await houseBalance('house_pnl', 'real'), cash: await houseBalance('house_cash', 'real') }).toEqual(realBefore);
  });

  it("a demo player trades with the play-money house's quotes, never the real house's", async () => {
    const market = await createMarketFixture(t, {
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const [home = 0] = market.runnerIds;
    const realBook = await book(market.marketId);
    const playBook = await book(market.marketId, 'play');
    // Both houses quote the same prices, each in its own book.
    expect(playBook.runners[0].back.map((level: { price: number }) => level.price)).toEqual(
      realBook.runners[0].back.map((level: { price: number }) => level.price),
    );
    const best = playBook.runners[0].back[0];
    const realPnl = await houseBalance('house_pnl', 'real');

    const demo = await demoPlayer();
    const backed = await placeBet(t, demo, { market_id: market.marketId, runner_id: home, side: 'back', price: best.price, stake: 100 });
    expect(backed.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 100 });
    // The real book is as it was: the demo order took play money's liquidity.
    expect((await book(market.marketId)).runners[0].back).toEqual(realBook.runners[0].back);
    const makers = await t.db.execute<{ user_id: number; is_demo: boolean }>(sql`
      SELECT mb.user_id, u.is_demo FROM bet_matches m
      JOIN bets mb ON mb.market_id = m.market_id AND mb.seq = m.maker_seq JOIN users u ON u.id = mb.user_id
      WHERE m.market_id = ${market.marketId}`);
    expect(makers.rows.map((row) => row.is_demo)).toEqual([true]);

    await settle(t, market.marketId, { winner_runner_id: home });
    expect(await balancesOf(t, demo)).toEqual({ main: 25000.5 + 100 * (best.price - 1), exposure: 0 });
    expect(await houseBalance('house_pnl', 'real')).toBe(realPnl);
  });

  it('a demo fancy bet is struck against the play-money house', async () => {
    const market = await createMarketFixture(t, { type: 'fancy', runners: [{ name: '6 over runs', yes_line: 50, yes_rate: 90, no_line: 48, no_rate: 110 }] });
    const demo = await demoPlayer();
    const placed = await placeBet(t, demo, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1.9, stake: 100, line: 50 });
    expect(placed.json().data.bet).toMatchObject({ status: 'matched' });
    const counter = await t.db.execute<{ is_demo: boolean }>(sql`
      SELECT u.is_demo FROM bets b JOIN users u ON u.id = b.user_id WHERE b.market_id = ${market.marketId} AND b.user_id <> ${demo.id}`);
    expect(counter.rows.map((row) => row.is_demo)).toEqual([true]);
  });
});
