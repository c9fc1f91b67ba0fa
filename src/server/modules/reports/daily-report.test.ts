import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import { casinoSeedPart } from '@server/modules/casino';
import { checkLedger, houseAccount, playerAccount, transfer } from '@server/modules/ledger';
import { walletSeed } from '@server/modules/payments';
import { createFundedPlayer, sessionOf } from '@server/test/casino-support';
import { createMarketFixture, fundedPlayer, placeBet, settle } from '@server/test/exchange-fixtures';
import { addAccount, fund, paymentOptionId, PNG_1x1, submitDeposit, submitWithdrawal, uniqueUtr, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';
import { indiaDay } from '@shared/india-day';
import { clearOfMidnightInIndia } from '@server/test/india-day';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

// The daily report over a generated day of activity: deposits decided every way, withdrawals
// paid, rejected and waiting, an exchange market settled with commission, casino rounds, a
// bonus, a direct house transfer, and a demo player's play that must not count. Its totals must
// agree with the ledger check and the house accounts to the paisa.

let t: TestApp;
let admin: { authorization: string };
// The generated day: the file runs clear of midnight in India, so all of it falls on one day.
let today: string;
let yesterday: string;
let dicePaid = 0;

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const balanceOfHouse = async (kind: 'house_commission' | 'house_pnl') => {
  const id = await houseAccount(t.db, kind, 'real');
  const found = await t.db.execute<{ balance: string }>(sql`SELECT balance FROM accounts WHERE id = ${id}`);
  return Number(found.rows[0]?.balance ?? 0) / 100;
};

async function rollDice(player: { auth: { authorization: string } }, times: number, stake: number) {
  const launched = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: 'dice' } });
  const frame = { authorization: `Bearer ${sessionOf(launched.json().data.game_url)}` };
  let paid = 0;
  for (let i = 0; i < times; i += 1) {
    const res = await t.app.inject({ method: 'POST', url: '/api/casino/house/dice/roll', headers: frame, payload: { stake, target: 50, direction: 'over' } });
    expect(res.statusCode).toBe(200);
    paid += res.json().data.round.payout as number;
  }
  return paid;
}

beforeAll(async () => {
  await clearOfMidnightInIndia({ before: 90_000 });
  today = indiaDay();
  yesterday = indiaDay(Date.now() - 86_400_000);
  t = await createTestApp({ seed: [casinoSeedPart, walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };

  // Payments: ₹5,000 approved, ₹700 rejected, ₹300 waiting; withdrawals ₹1,000 paid, ₹500 rejected, ₹200 waiting.
  const payer = await createPlayer(t);
  await fund(t, payer.auth, admin, 5000);
  const option = await paymentOptionId(t);
  const rejected = await submitDeposit(t, payer.auth, { amount: 700, payment_option_id: option, utr_number: uniqueUtr(), receipt_file: PNG_1x1 });
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/deposits/${rejected.json().data.deposit.id}/reject`,
    headers: admin,
    payload: { reason: 'No such UTR' },
  });
  await submitDeposit(t, payer.auth, { amount: 300, payment_option_id: option, utr_number: uniqueUtr(), receipt_file: PNG_1x1 });
  const accountId = await addAccount(t, payer.auth);
  const withdraw = async (amount: number) =>
    (await submitWithdrawal(t, payer.auth, { amount, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD })).json().data.withdrawal.id as number;
  const paid = await withdraw(1000);
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${paid}/approve`, headers: admin, payload: { utr: 'PAYOUT123456' } })).statusCode,
  ).toBe(200);
  const refused = await withdraw(500);
  await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${refused}/reject`, headers: admin, payload: { reason: 'Name mismatch' } });
  await withdraw(200);

  // Exchange: Alice backs ₹1,000 at 2.5 against Bob's lay; Alice wins ₹1,500 and pays 5% commission.
  const market = await createMarketFixture(t, { commission_rate: 5 });
  const alice = await fundedPlayer(t, 10_000);
  const bob = await fundedPlayer(t, 10_000);
  const [runnerA = 0] = market.runnerIds;
  expect((await placeBet(t, alice, { market_id: market.marketId, runner_id: runnerA, side: 'back', price: 2.5, stake: 1000 })).statusCode).toBe(201);
  expect((await placeBet(t, bob, { market_id: market.marketId, runner_id: runnerA, side: 'lay', price: 2.5, stake: 1000 })).statusCode).toBe(201);
  expect((await settle(t, market.marketId, { winner_runner_id: runnerA })).statusCode).toBe(200);

  // Casino: five ₹10 dice rolls by a real player; a demo player's rolls are play money.
  const gambler = await createFundedPlayer(t, 1000);
  dicePaid = await rollDice(gambler, 5, 10);
  await rollDice(await createFundedPlayer(t, 1000, { isDemo: true }), 3, 100);

  // The operator's balance adjustments: ₹120.50 credited, ₹20.25 taken back.
  for (const amount of [120.5, -20.25]) {
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${gambler.id}/adjustments`,
      headers: admin,
      payload: { amount, reason: 'goodwill' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
  }
  // A ₹250 bonus, and a ₹42.42 house-cash transfer of a kind the report has no figure for.
  await t.db.transaction(async (tx) => {
    await transfer(tx, {
      from: await houseAccount(tx, 'house_bonus', 'real'),
      to: await playerAccount(tx, gambler.id, 'bonus'),
      amount: 25_000 as Paise,
      kind: 'bonus',
      reference: 'test-bonus',
    });
    await transfer(tx, {
      from: await houseAccount(tx, 'house_cash', 'real'),
      to: await playerAccount(tx, gambler.id, 'main'),
      amount: 4242 as Paise,
      kind: 'adjustment',
      reference: 'test-goodwill',
    });
  });
}, 180_000); // the wait for midnight in India to pass, at most 91 s, and the day's activity
afterAll(() => t.close());

describe('GET /api/admin/reports/daily', () => {
  it('counts each figure of a generated day from the ledger, demo play left out', async () => {
    const res = await get(`/api/admin/reports/daily?from=${yesterday}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const { days, totals, formula } = res.json().data;
    expect(days.map((day: { day: string }) => day.day)).toEqual(yesterday === today ? [today] : [yesterday, today]);
    expect(formula.ggr).toMatch(/^GGR = exchange commission/);
    expect(formula.ngr).toMatch(/^NGR = GGR/);
    // Deposits: the approved ₹5,000 plus the test helpers' direct deposits (₹10,000 × 2, ₹1,000).
    expect(totals.deposits).toEqual({ approved: { count: 4, sum: 26_000 }, pending: { count: 1, sum: 300 }, rejected: { count: 1, sum: 700 } });
    expect(totals.withdrawals).toEqual({
      requested: { count: 3, sum: 1700 },
      paid: { count: 1, sum: 1000 },
      pending: { count: 1, sum: 200 },
      rejected: { count: 1, sum: 500 },
    });
    expect(totals.exchange).toMatchObject({ turnover: 2000, matched_volume: 1000, commission: 75, players_won: 1500, players_lost: 1500 });
    expect(totals.casino).toMatchObject({ stakes: 50, rollbacks: 0 });
    expect(totals.casino.wins).toBeCloseTo(dicePaid, 2);
    expect(totals.casino.games).toEqual([expect.objectContaining({ game: expect.stringMatching(/dice/i), stakes: 50 })]);
    expect(totals.bonuses).toEqual({ granted: 250, converted: 0, expired: 0 });
    expect(totals.other_to_players).toBe(42.42);
    expect(totals.adjustments).toEqual({ credited: 120.5, debited: 20.25, net: 100.25 });
    expect(totals.players.new).toBe(4); // the payer, Alice, Bob and the gambler: not the demo player, not the house
    expect(totals.players.active).toBe(3);
    const casinoGgr = Math.round((50 - dicePaid) * 100) / 100;
    expect(totals.ggr).toBeCloseTo(75 + casinoGgr, 2);
    expect(totals.ngr).toBeCloseTo(totals.ggr - 100.25, 2);
  });

  it('agrees with the ledger check and the house accounts to the paisa', async () => {
    const { totals } = (await get(`/api/admin/reports/daily?from=${yesterday}&to=${today}`)).json().data;
    const check = await checkLedger(t.db);
    expect(check.balanced).toBe(true);
    const paise = (rupees: number) => Math.round(rupees * 100);
    // The players' balances moved by exactly the flows the report names (nothing unexplained)...
    expect(paise(totals.players_flows_total)).toBe(paise(totals.players_balance_change));
    // ...and with the market maker's own accounts they are every real player balance the ledger check sums.
    expect(paise(totals.players_balance_change) + paise(totals.exchange.market_maker_funding) + paise(totals.exchange.house_market_maker_pnl)).toBe(
      check.real.playerBalanceTotal,
    );
    expect(paise(totals.exchange.commission)).toBe(paise(await balanceOfHouse('house_commission')));
    // The house's P&L account holds the GGR but the commission and the market maker's result.
    expect(paise(totals.ggr) - paise(totals.exchange.commission) - paise(totals.exchange.house_market_maker_pnl)).toBe(
      paise(await balanceOfHouse('house_pnl')),
    );
  });

  it('downloads as CSV: a line per day and a total, rupees with two decimals', async () => {
    const res = await get(`/api/admin/reports/daily?from=${today}&to=${today}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="lotus-report-${today}-to-${today}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Day,Deposits approved,Deposits approved \(₹\),/);
    expect(lines[0]).toContain('GGR (₹),NGR (₹)');
    expect(lines[1]).toMatch(new RegExp(`^${today},4,26000\\.00,1,300\\.00,1,700\\.00,`));
    expect(lines[2]).toMatch(/^Total,4,26000\.00,/);
  });

  it('refuses a reversed, malformed or too long range with 400, and a player with 403', async () => {
    expect((await get(`/api/admin/reports/daily?from=${today}&to=2020-01-01`)).statusCode).toBe(400);
    expect((await get('/api/admin/reports/daily?from=26-11-2026&to=2026-11-27')).statusCode).toBe(400);
    expect((await get('/api/admin/reports/daily?from=2026-01-01&to=2026-06-30')).statusCode).toBe(400);
    expect((await get('/api/admin/reports/daily?from=2026-01-01')).statusCode).toBe(400);
    const player = await createPlayer(t);
    expect((await get(`/api/admin/reports/daily?from=${today}&to=${today}`, player.auth)).statusCode).toBe(403);
    expect((await get(`/api/admin/reports/daily?from=${today}&to=${today}&format=csv`, player.auth)).statusCode).toBe(403);
  });
});
