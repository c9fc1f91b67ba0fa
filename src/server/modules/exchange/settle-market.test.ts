import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { getPlayerBalances, houseAccount } from '../ledger';
import { exchangeCacheFor } from './exchange-cache';
import { resettleMarket, settleMarket } from './settle-market';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, settle, type Player } from '@server/test/exchange-fixtures';

// Settlement pays exactly what the matched bets say, through the ledger, worked
// out by hand below; a second settle pays nothing; a resettlement reverses, never edits.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const commissionBalance = async () => {
  const id = await houseAccount(t.db, 'house_commission', 'real');
  const found = await t.db.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE id = ${id}`);
  return Number(found.rows[0]?.balance ?? 0) / 100;
};
const statusesOf = async (player: Player) =>
  (await t.app.inject({ method: 'GET', url: '/api/bets/history', headers: player.auth }))
    .json()
    .data.bets.map((bet: { status: string; profit: number | null }) => [bet.status, bet.profit]);

describe('settling a match odds market', () => {
  let alice: Player;
  let bob: Player;
  let carol: Player;
  let marketId: number;
  let runnerA: number;
  let runnerB: number;

  beforeAll(async () => {
    const market = await createMarketFixture(t, { commission_rate: 5 });
    marketId = market.marketId;
    [runnerA = 0, runnerB = 0] = market.runnerIds;
    alice = await fundedPlayer(t, 10_000);
    bob = await fundedPlayer(t, 10_000);
    carol = await fundedPlayer(t, 10_000);
    await placeBet(t, alice, { market_id: marketId, runner_id: runnerA, side: 'back', price: 2.5, stake: 1000 });
    await placeBet(t, bob, { market_id: marketId, runner_id: runnerA, side: 'lay', price: 2.5, stake: 1000 });
    await placeBet(t, carol, { market_id: marketId, runner_id: runnerB, side: 'back', price: 3, stake: 200 });
    expect(await balancesOf(t, bob)).toEqual({ main: 8500, exposure: 1500 });
  });

  it('pays the winner net of 5% commission, takes the loser’s liability and lapses unmatched orders', async () => {
    const commissionBefore = await commissionBalance();
    const res = await settle(t, marketId, { winner_runner_id: runnerA });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settlement).toMatchObject({ round: 1, already_settled: false, total_paid: 1500, total_commission: 75 });
    // Alice: +1500 × 0.95 = +1425. Bob: −1500. Carol's unmatched 200 lapses and comes back.
    expect(await balancesOf(t, alice)).toEqual({ main: 11_425, exposure: 0 });
    expect(await balancesOf(t, bob)).toEqual({ main: 8500, exposure: 0 });
    expect(await balancesOf(t, carol)).toEqual({ main: 10_000, exposure: 0 });
    expect((await commissionBalance()) - commissionBefore).toBe(75);
    expect(await statusesOf(alice)).toEqual([['won', 1500]]);
    expect(await statusesOf(bob)).toEqual([['lost', -1500]]);
    expect(await statusesOf(carol)).toEqual([['lapsed', null]]);
    const pnl = (await t.app.inject({ method: 'GET', url: '/api/bets/pnl', headers: alice.auth })).json().data;
    expect(pnl.total).toEqual({ profit: 1500, commission: 75, net: 1425 });
    expect(pnl.sports).toEqual([{ sport: 'cricket', sport_name: 'Cricket', markets: 1, profit: 1500, commission: 75, net: 1425 }]);
  });

  it('pays once when the same result is settled again', async () => {
    const res = await settle(t, marketId, { winner_runner_id: runnerA });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settlement.already_settled).toBe(true);
    expect(await balancesOf(t, alice)).toEqual({ main: 11_425, exposure: 0 });
  });

  it('refuses a different result on a settled market unless it is a resettlement', async () => {
    const res = await settle(t, marketId, { winner_runner_id: runnerB });
    expect(res.statusCode).toBe(409);
    expect(await balancesOf(t, alice)).toEqual({ main: 11_425, exposure: 0 });
  });

  it('refuses a resettlement without a reason or its confirmation, and moves nothing', async () => {
    for (const body of [
      { winner_runner_id: runnerB, reason: undefined },
      { winner_runner_id: runnerB, confirm: undefined },
      { winner_runner_id: runnerB, reason: ' ' },
    ]) {
      const res = await settle(t, marketId, body, 'resettle');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await balancesOf(t, alice)).toEqual({ main: 11_425, exposure: 0 });
  });

  it('resettles a wrong result by reversing the first round’s transfers, then paying the right one', async () => {
    const before = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transfers WHERE reference = ${`settle:${marketId}:1`}`);
    const res = await settle(t, marketId, { winner_runner_id: runnerB, reason: 'Winner typed wrong' }, 'resettle');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settlement).toMatchObject({ round: 2, already_settled: false, total_commission: 50 });
    // Alice's back loses 1000; Bob's lay wins 1000 less 5%.
    expect(await balancesOf(t, alice)).toEqual({ main: 9000, exposure: 0 });
    expect(await balancesOf(t, bob)).toEqual({ main: 10_950, exposure: 0 });
    expect(await balancesOf(t, carol)).toEqual({ main: 10_000, exposure: 0 });
    expect(await statusesOf(alice)).toEqual([['lost', -1000]]);
    // The first round's entries are untouched; reversing entries were added beside them.
    const after = await t.db.execute<{ n: number; reversed: number }>(sql`
      SELECT (SELECT count(*)::int FROM transfers WHERE reference = ${`settle:${marketId}:1`}) AS n,
             (SELECT count(*)::int FROM transfers WHERE reference = ${`unsettle:${marketId}:1`}) AS reversed`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect(after.rows[0]?.reversed).toBe(before.rows[0]?.n);
    const pnl = (await t.app.inject({ method: 'GET', url: '/api/bets/pnl', headers: alice.auth })).json().data;
    expect(pnl.total).toEqual({ profit: -1000, commission: 0, net: -1000 });
    // Audited with its reason; the players are told it was a correction.
    const audit = await t.db.execute<{ details: { reason: string } }>(
      sql`SELECT details FROM audit_log WHERE action = 'market.resettle' AND target_id = ${String(marketId)}`,
    );
    expect(audit.rows[0]?.details.reason).toBe('Winner typed wrong');
    const notices = await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: alice.auth });
    expect(JSON.stringify(notices.json())).toContain('settled again after a result correction: you lost ₹1,000.00.');
  });
});

describe('commission on net market winnings', () => {
  it('nets a player’s wins and losses across several bets in one market before taking commission', async () => {
    const market = await createMarketFixture(t, { commission_rate: 5 });
    const [a = 0, b = 0] = market.runnerIds;
    const bet = (runner: number, side: 'back' | 'lay', price: number, stake: number) => ({ market_id: market.marketId, runner_id: runner, side, price, stake });
    const xavier = await fundedPlayer(t, 10_000);
    const layerA = await fundedPlayer(t, 10_000);
    const layerB = await fundedPlayer(t, 10_000);
    const backerA = await fundedPlayer(t, 10_000);
    await placeBet(t, layerA, bet(a, 'lay', 3, 1000));
    await placeBet(t, layerB, bet(b, 'lay', 2, 500));
    await placeBet(t, backerA, bet(a, 'back', 3.5, 400));
    for (const body of [bet(a, 'back', 3, 1000), bet(b, 'back', 2, 500), bet(a, 'lay', 3.5, 400)]) {
      const placedX = (await placeBet(t, xavier, body)).json().data.bet;
      expect(placedX.status, JSON.stringify(placedX)).toBe('matched');
    }
    expect((await settle(t, market.marketId, { winner_runner_id: a })).statusCode).toBe(200);
    // Xavier on A winning: +2000 (back A at 3) − 500 (back B) − 1000 (lay A at 3.5) = +500 net;
    // 5% of 500 = 25, where commission bet by bet would have taken 5% of 2000 = 100.
    const commissions = await t.db.execute<{ user_id: number; amount: number }>(sql`
      SELECT a.user_id, sum(t.amount)::bigint AS amount FROM transfers t JOIN accounts a ON a.id = t.debit_account_id
      WHERE t.kind = 'commission' AND a.user_id IN (${xavier.id}, ${layerA.id}, ${layerB.id}, ${backerA.id}) GROUP BY a.user_id`);
    const taken = new Map(commissions.rows.map((row) => [Number(row.user_id), Number(row.amount) / 100]));
    // layerB wins 500 on B losing, backerA 1000 on A; layerA loses 2000 and pays none.
    expect(Object.fromEntries([xavier, layerA, layerB, backerA].map((player, index) => [index, taken.get(player.id) ?? 0]))).toEqual({
      0: 25,
      1: 0,
      2: 25,
      3: 50,
    });
    expect(await balancesOf(t, xavier)).toEqual({ main: 10_475, exposure: 0 });
    expect(await balancesOf(t, layerA)).toEqual({ main: 8000, exposure: 0 });
    const settled = await t.db.execute<{ net_profit: number; commission: number }>(
      sql`SELECT net_profit, commission FROM market_settlements WHERE market_id = ${market.marketId} AND user_id = ${xavier.id}`,
    );
    expect(settled.rows.map((row) => [Number(row.net_profit), Number(row.commission)])).toEqual([[50_000, 2500]]);
  });
});

describe('a market with a removed runner (a feed non-runner)', () => {
  it('voids every bet on the removed runner and settles the rest on the winner, once; a resettle without the removal pays the difference', async () => {
    const market = await createMarketFixture(t, { commission_rate: 0, runners: [{ name: 'India' }, { name: 'England' }, { name: 'The Draw' }] });
    const [india = 0, england = 0, draw = 0] = market.runnerIds;
    const bet = (runner: number, side: 'back' | 'lay', price: number, stake: number) => ({ market_id: market.marketId, runner_id: runner, side, price, stake });
    const dana = await fundedPlayer(t, 10_000);
    const eli = await fundedPlayer(t, 10_000);
    // Dana backs India at 2 and The Draw at 5; Eli lays both.
    await placeBet(t, eli, bet(india, 'lay', 2, 1000));
    await placeBet(t, eli, bet(draw, 'lay', 5, 500));
    expect((await placeBet(t, dana, bet(india, 'back', 2, 1000))).json().data.bet.status).toBe('matched');
    expect((await placeBet(t, dana, bet(draw, 'back', 5, 500))).json().data.bet.status).toBe('matched');
    const result = { winner_runner_id: india, removed_runner_ids: [draw] };
    const cache = exchangeCacheFor(t.db);
    await t.db.transaction((tx) => settleMarket(tx, cache, market.marketId, result));
    // Dana: +1000 on India, the Draw's 500 back; Eli: −1000, the Draw's lay void.
    expect(await balancesOf(t, dana)).toEqual({ main: 11_000, exposure: 0 });
    expect(await balancesOf(t, eli)).toEqual({ main: 9000, exposure: 0 });
    expect(await statusesOf(dana)).toEqual(
      expect.arrayContaining([
        ['won', 1000],
        ['void', 0],
      ]),
    );
    const again = await t.db.transaction((tx) => settleMarket(tx, cache, market.marketId, { winner_runner_id: india, removed_runner_ids: [draw] }));
    expect(again.already_settled).toBe(true);
    await expect(t.db.transaction((tx) => settleMarket(tx, cache, market.marketId, { winner_runner_id: india, removed_runner_ids: [india] }))).rejects.toThrow(
      /removed runner/,
    );
    await expect(
      t.db.transaction((tx) => resettleMarket(tx, cache, market.marketId, { winner_runner_id: england, removed_runner_ids: [9_999_999] })),
    ).rejects.toThrow(/removed runner/);
    // Corrected: nothing was removed after all, England won. Dana loses both stakes.
    await t.db.transaction((tx) => resettleMarket(tx, cache, market.marketId, { winner_runner_id: england }));
    expect(await balancesOf(t, dana)).toEqual({ main: 8500, exposure: 0 });
    expect(await balancesOf(t, eli)).toEqual({ main: 11_500, exposure: 0 });
  });
});

describe('void and fancy markets', () => {
  it('void returns every matched stake: nobody wins or loses', async () => {
    const market = await createMarketFixture(t);
    const [runner = 0] = market.runnerIds;
    const backer = await fundedPlayer(t, 5000);
    const layer = await fundedPlayer(t, 5000);
    await placeBet(t, backer, { market_id: market.marketId, runner_id: runner, side: 'back', price: 1.5, stake: 2000 });
    await placeBet(t, layer, { market_id: market.marketId, runner_id: runner, side: 'lay', price: 1.5, stake: 2000 });
    expect(await balancesOf(t, layer)).toEqual({ main: 4000, exposure: 1000 });
    const res = await settle(t, market.marketId, { void: true });
    expect(res.statusCode).toBe(200);
    expect(await balancesOf(t, backer)).toEqual({ main: 5000, exposure: 0 });
    expect(await balancesOf(t, layer)).toEqual({ main: 5000, exposure: 0 });
    expect(await statusesOf(backer)).toEqual([['void', 0]]);
  });

  it('fancy: YES wins at or above its line, NO below its line, never both', async () => {
    const fancy = {
      type: 'fancy' as const,
      name: '10 Over Runs',
      max_stake: 50_000,
      runners: [{ name: '10 Over Runs', yes_line: 59, yes_rate: 100, no_line: 58, no_rate: 100 }],
    };
    const results: Array<[result: number, yes: number, no: number]> = [
      [58, 9000, 9500], // 58: not ≥ 59, not < 58 — both lose
      [59, 11_000, 9500], // 59: YES wins its stake × 100%
      [40, 9000, 10_500], // 40: below 58 — NO wins its stake
    ];
    for (const [result, yesMain, noMain] of results) {
      const market = await createMarketFixture(t, fancy);
      const [line = 0] = market.runnerIds;
      const yes = await fundedPlayer(t, 10_000);
      const no = await fundedPlayer(t, 10_000);
      const placedYes = await placeBet(t, yes, { market_id: market.marketId, runner_id: line, side: 'back', price: 2, stake: 1000, line: 59 });
      expect(placedYes.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 1000, line: 59 });
      await placeBet(t, no, { market_id: market.marketId, runner_id: line, side: 'lay', price: 2, stake: 500 });
      expect(await balancesOf(t, no)).toEqual({ main: 9500, exposure: 500 });
      expect((await settle(t, market.marketId, { result })).statusCode).toBe(200);
      expect([(await balancesOf(t, yes)).main, (await balancesOf(t, no)).main]).toEqual([yesMain, noMain]);
    }
  });

  it('fancy refuses a moved line or rate, and a settle without a result', async () => {
    const market = await createMarketFixture(t, {
      type: 'fancy',
      name: 'Runs',
      max_stake: 50_000,
      runners: [{ name: 'Runs', yes_line: 30, yes_rate: 90, no_line: 30, no_rate: 110 }],
    });
    const [line = 0] = market.runnerIds;
    const player = await fundedPlayer(t, 10_000);
    const moved = await placeBet(t, player, { market_id: market.marketId, runner_id: line, side: 'back', price: 1.9, stake: 100, line: 31 });
    expect(moved.statusCode).toBe(422);
    const rate = await placeBet(t, player, { market_id: market.marketId, runner_id: line, side: 'lay', price: 2, stake: 100 });
    expect(rate.statusCode).toBe(422);
    const ok = await placeBet(t, player, { market_id: market.marketId, runner_id: line, side: 'lay', price: 2.1, stake: 100 });
    expect(ok.statusCode).toBe(201);
    // NO at rate 110 loses 110 when the result reaches 30.
    expect(await balancesOf(t, player)).toEqual({ main: 9890, exposure: 110 });
    expect((await settle(t, market.marketId, { winner_runner_id: line })).statusCode).toBe(400);
  });
});

describe('bookmaker', () => {
  it('matches at the house quote at once and refuses a price the house does not offer', async () => {
    const market = await createMarketFixture(t, {
      type: 'bookmaker',
      name: 'Bookmaker',
      max_stake: 20_000,
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const book = (await t.app.inject({ method: 'GET', url: `/api/markets/${market.marketId}` })).json().data.market;
    expect(book.runners[0].back).toEqual([{ price: 1.99, size: 20_000 }]);
    expect(book.runners[0].lay).toEqual([{ price: 2.02, size: 20_000 }]);
    const player = await fundedPlayer(t, 50_000);
    const [home = 0] = market.runnerIds;
    const taken = await placeBet(t, player, { market_id: market.marketId, runner_id: home, side: 'back', price: 1.99, stake: 20_000 });
    expect(taken.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 20_000, avg_price: 1.99 });
    const refused = await placeBet(t, player, { market_id: market.marketId, runner_id: home, side: 'back', price: 2.5, stake: 100 });
    expect(refused.statusCode).toBe(422);
    // The house refilled its quote to its limit after the fill.
    const after = (await t.app.inject({ method: 'GET', url: `/api/markets/${market.marketId}` })).json().data.market;
    expect(after.runners[0].back).toEqual([{ price: 1.99, size: 20_000 }]);
    expect((await getPlayerBalances(t.db, player.id)).exposure).toBe(2_000_000);
  });

  it('sums up the players only: the house’s own settled quotes are neither a player nor a payout', async () => {
    const market = await createMarketFixture(t, {
      type: 'bookmaker',
      name: 'Bookmaker',
      max_stake: 20_000,
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const [home = 0, away = 0] = market.runnerIds;
    const player = await fundedPlayer(t, 5_000);
    expect((await placeBet(t, player, { market_id: market.marketId, runner_id: home, side: 'back', price: 1.99, stake: 1_000 })).statusCode).toBe(201);
    // Away wins: the house's lay wins ₹1,000, which it is not "paid" by the operator.
    const first = await settle(t, market.marketId, { winner_runner_id: away });
    expect(first.json().data.settlement).toMatchObject({ bets_settled: 1, players: 1, total_paid: 0, total_commission: 0 });
    const right = await settle(t, market.marketId, { winner_runner_id: home }, 'resettle');
    expect(right.json().data.settlement).toMatchObject({ round: 2, bets_settled: 1, players: 1, total_paid: 990 });
    expect(await balancesOf(t, player)).toEqual({ main: 5_990, exposure: 0 });
  });
});
