import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import type { BonusWallet, CreatePromotionInput } from '@shared/schemas/promotions';
import { auditLog, bonusGrants } from '@server/db/schema';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from '@server/modules/ledger';
import { walletSeed } from '@server/modules/payments';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import {
  addAccount,
  balanceOf,
  expectLedgerBalanced,
  fund,
  paymentOptionId,
  PNG_1x1,
  submitDeposit,
  submitWithdrawal,
  uniqueUtr,
  WITHDRAW_PASSWORD,
} from '@server/test/payments-helpers';
import { settleDueBonuses } from './wagering';

// Promotions and the bonus wallet: redeem rules, wagering conversion to the paisa, expiry, and
// bonus money never withdrawable; the ledger balanced after each.

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = await adminAuth(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

type Auth = { authorization: string };
let codes = 0;
const hour = 3600_000;

async function createPromotion(overrides: Partial<CreatePromotionInput> = {}) {
  codes += 1;
  const body: CreatePromotionInput = {
    code: `PROMO${codes}X${process.pid % 1000}`,
    title: 'Welcome bonus',
    kind: 'fixed',
    amount: 100,
    wagering_multiple: 3,
    wagering_on: 'casino',
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    ...overrides,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: { authorization: admin.authorization }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.promotion as { id: number; code: string; rules: string };
}

const redeem = (auth: Auth | undefined, code: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/promotions/redeem', ...(auth ? { headers: auth } : {}), payload: { code } });
const wallet = async (auth: Auth) => (await t.app.inject({ method: 'GET', url: '/api/promotions/bonuses', headers: auth })).json().data as BonusWallet;
const grantsOf = (userId: number) => t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId));

/** A casino title of an aggregator whose stakes count `weight` percent (made once per weight). */
async function casinoGame(weight = 100): Promise<{ providerId: number; gameId: number }> {
  await t.db.execute(sql`INSERT INTO casino_providers (key, name, kind) VALUES ('test-agg', 'Test', 'aggregator') ON CONFLICT (key) DO NOTHING`);
  const provider = Number((await t.db.execute<{ id: number }>(sql`SELECT id FROM casino_providers WHERE key = 'test-agg'`)).rows[0]?.id);
  await t.db.execute(sql`INSERT INTO casino_games (uid, name, type, image, provider_id, provider_game_id, wagering_weight)
    VALUES (${`test-game-${weight}`}, 'Test', 'Slot Game', '', ${provider}, 'x', ${weight}) ON CONFLICT (uid) DO NOTHING`);
  const game = Number((await t.db.execute<{ id: number }>(sql`SELECT id FROM casino_games WHERE uid = ${`test-game-${weight}`}`)).rows[0]?.id);
  return { providerId: provider, gameId: game };
}

let rounds = 0;
/**
 * A casino stake of `amount` paise taken from the player's main balance, as the casino wallet
 * takes it and logs it; the round ends (a credit of nothing, as aggregators close a lost round)
 * unless `settled` is false.
 */
async function casinoStake(userId: number, amount: number, options: { settled?: boolean; weight?: number } = {}) {
  const { providerId, gameId } = await casinoGame(options.weight);
  rounds += 1;
  await t.db.transaction(async (tx) => {
    await transfer(tx, {
      from: await playerAccount(tx, userId, 'main'),
      to: await houseAccount(tx, 'house_pnl', 'real'),
      amount: amount as Paise,
      kind: 'casino_debit',
      reference: 'test-stake',
    });
    await tx.execute(sql`INSERT INTO casino_wallet_transactions (provider_id, provider_tx_id, kind, user_id, game_id, round_id, amount, status)
      VALUES (${providerId}, ${`bet-${rounds}`}, 'debit', ${userId}, ${gameId}, ${`round-${rounds}`}, ${amount}, 'done')`);
    if (options.settled !== false) {
      await tx.execute(sql`INSERT INTO casino_wallet_transactions (provider_id, provider_tx_id, kind, user_id, game_id, round_id, amount, status)
        VALUES (${providerId}, ${`win-${rounds}`}, 'credit', ${userId}, ${gameId}, ${`round-${rounds}`}, 0, 'done')`);
    }
  });
  return `round-${rounds}`;
}

async function fundedPlayer(rupees: number) {
  const player = await createPlayer(t);
  await t.db.transaction(async (tx) => {
    await transfer(tx, {
      from: await houseAccount(tx, 'house_cash', 'real'),
      to: await playerAccount(tx, player.id, 'main'),
      amount: (rupees * 100) as Paise,
      kind: 'deposit',
      reference: 'test',
    });
  });
  return player;
}

describe('redeeming a promotion', () => {
  it('lists the live promotion with its rules in words, grants the bonus once per player and audits the creation', async () => {
    const promotion = await createPromotion();
    expect(promotion.rules).toBe(
      'Get a ₹100.00 bonus when you redeem the code. Play 3× the bonus in settled casino and Matka stakes after it is granted and it moves to your main balance; what is not converted within 30 days expires. Casino rounds and Matka bets count once settled, by a share of the stake set per game (lowest-edge tables count less). Void, cancelled and refunded bets do not count, and a resettled market counts by its new result. Bonuses are played through one at a time, oldest first: a stake counts towards one bonus only. No bonus is granted or converted during a time-out or self-exclusion. Bonus money cannot be withdrawn until it converts. Each player may redeem it once.',
    );
    const active = await t.app.inject({ method: 'GET', url: '/api/promotions/active' });
    expect(active.json().data.promotions).toEqual(expect.arrayContaining([expect.objectContaining({ code: promotion.code, amount: 100 })]));

    const player = await createPlayer(t);
    const res = await redeem(player.auth, promotion.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Bonus added to your bonus wallet',
      data: {
        status: 'granted',
        bonus: { amount: 100, wagering_required: 300, wagered: 0, remaining: 300, status: 'active' },
        balance: { bonus_balance: 100 },
      },
    });
    const again = await redeem(player.auth, promotion.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already redeemed this promotion');
    expect(await grantsOf(player.id)).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'promotion.create'));
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'promotion' });
  });

  it('refuses an unknown, switched-off, not yet started or ended code, and grants nothing', async () => {
    const player = await createPlayer(t);
    expect((await redeem(player.auth, 'NOSUCHCODE')).json()).toMatchObject({ success: false, message: 'Promotion code not found' });
    const off = await createPromotion();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${off.id}`,
      headers: { authorization: admin.authorization },
      payload: { is_active: false },
    });
    expect((await redeem(player.auth, off.code)).statusCode).toBe(404);
    const later = await createPromotion({ starts_at: new Date(Date.now() + hour).toISOString() });
    const early = await redeem(player.auth, later.code);
    expect([early.statusCode, early.json().message]).toEqual([400, 'This promotion has not started yet']);
    const ended = await createPromotion();
    await t.db.execute(sql`UPDATE promotions SET starts_at = now() - interval '2 days', ends_at = now() - interval '1 second' WHERE id = ${ended.id}`);
    const late = await redeem(player.auth, ended.code);
    expect([late.statusCode, late.json().message]).toEqual([400, 'This promotion has ended']);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/promotions/active' })).json().data.promotions.map((p: { code: string }) => p.code);
    expect(listed).not.toContain(off.code);
    expect(listed).not.toContain(later.code);
    expect(listed).not.toContain(ended.code);
    expect(await grantsOf(player.id)).toHaveLength(0);
  });

  it('keeps the per-player and the total limits', async () => {
    const twice = await createPromotion({ per_player_limit: 2, total_limit: 3 });
    const [a, b] = [await createPlayer(t), await createPlayer(t)];
    expect((await redeem(a.auth, twice.code)).statusCode).toBe(200);
    expect((await redeem(a.auth, twice.code)).statusCode).toBe(200);
    expect((await redeem(a.auth, twice.code)).json().message).toBe('You have already redeemed this promotion');
    expect((await redeem(b.auth, twice.code)).statusCode).toBe(200);
    const full = await redeem(b.auth, twice.code);
    expect([full.statusCode, full.json().message]).toEqual([409, 'This promotion has reached its limit']);
    expect((await balanceOf(t, a.auth)).bonus_balance).toBe(200);
  });

  it('grants once when the same player redeems five times at once', async () => {
    const promotion = await createPromotion();
    const player = await createPlayer(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(player.auth, promotion.code)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await grantsOf(player.id)).toHaveLength(1);
    expect((await balanceOf(t, player.auth)).bonus_balance).toBe(100);
  });

  it('is for signed-in real players: the demo player, the operator and a visitor are refused; a bad body is a 400', async () => {
    const promotion = await createPromotion();
    const demo = await createPlayer(t, { isDemo: true });
    const refused = await redeem(demo.auth, promotion.code);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Promotions are for real-money accounts']);
    expect((await redeem({ authorization: admin.authorization }, promotion.code)).statusCode).toBe(403);
    expect((await redeem(undefined, promotion.code)).statusCode).toBe(401);
    const player = await createPlayer(t);
    expect((await redeem(player.auth, 12345)).statusCode).toBe(400);
    expect((await redeem(player.auth, 'X'.repeat(5000))).statusCode).toBe(400);
    expect(await grantsOf(demo.id)).toHaveLength(0);
  });

  it('is refused during a time-out', async () => {
    const promotion = await createPromotion();
    const player = await createPlayer(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/time-out', headers: player.auth, payload: { days: 1 } });
    expect(out.statusCode, out.body).toBe(201);
    const res = await redeem(player.auth, promotion.code);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^You are on a time-out until/);
    expect(await grantsOf(player.id)).toHaveLength(0);
  });

  it('only operators create promotions, with a valid body', async () => {
    const player = await createPlayer(t);
    const body = {
      code: 'NOPE1',
      title: 't',
      kind: 'fixed',
      amount: 10,
      wagering_multiple: 1,
      wagering_on: 'any',
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + hour).toISOString(),
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: player.auth, payload: body })).statusCode).toBe(403);
    const bad = [
      { ...body, kind: 'deposit_percent' },
      { ...body, ends_at: body.starts_at },
      { ...body, amount: 0.001 },
      { ...body, code: 'a b' },
      { ...body, wagering_multiple: 101 },
    ];
    for (const payload of bad) {
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: { authorization: admin.authorization }, payload })).statusCode).toBe(
        400,
      );
    }
  });
});

describe('wagering', () => {
  it('converts the bonus to main when the casino stakes since the grant reach the target, exactly to the paisa', async () => {
    const promotion = await createPromotion({ amount: 100, wagering_multiple: 3, wagering_on: 'casino' });
    const player = await fundedPlayer(1000);
    await casinoStake(player.id, 5000); // before the grant: does not count
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await redeem(player.auth, promotion.code)).statusCode).toBe(200);
    await casinoStake(player.id, 29_999);
    const nearly = await wallet(player.auth);
    expect(nearly.bonuses[0]).toMatchObject({ status: 'active', wagered: 299.99, remaining: 0.01 });
    expect((await balanceOf(t, player.auth)).bonus_balance).toBe(100);

    await casinoStake(player.id, 1);
    const met = await wallet(player.auth);
    expect(met.bonuses[0]).toMatchObject({ status: 'converted', wagered: 300, remaining: 0 });
    const balances = await getPlayerBalances(t.db, player.id);
    expect(balances).toMatchObject({ bonus: 0, main: 100_000 - 5000 - 30_000 + 10_000 });
    // Read again, settled again: nothing moves twice.
    await wallet(player.auth);
    expect((await getPlayerBalances(t.db, player.id)).main).toBe(75_000);
  });

  it('plays bonuses through one at a time, oldest first: a stake counts towards one bonus only', async () => {
    const first = await createPromotion({ amount: 100, wagering_multiple: 1, wagering_on: 'casino' });
    const second = await createPromotion({ amount: 50, wagering_multiple: 1, wagering_on: 'casino' });
    const player = await fundedPlayer(1000);
    expect((await redeem(player.auth, first.code)).statusCode).toBe(200);
    expect((await redeem(player.auth, second.code)).statusCode).toBe(200);
    await casinoStake(player.id, 6000);
    const during = (await wallet(player.auth)).bonuses;
    expect(during.find((bonus) => bonus.amount === 100)).toMatchObject({ status: 'active', wagered: 60, queued: false });
    expect(during.find((bonus) => bonus.amount === 50)).toMatchObject({ status: 'active', wagered: 0, queued: true });

    // The older one converts on ₹100 of stakes; those stakes do not count for the younger one.
    await casinoStake(player.id, 4000);
    const after = (await wallet(player.auth)).bonuses;
    expect(after.find((bonus) => bonus.amount === 100)).toMatchObject({ status: 'converted' });
    expect(after.find((bonus) => bonus.amount === 50)).toMatchObject({ status: 'active', wagered: 0, queued: false });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await casinoStake(player.id, 5000);
    expect((await wallet(player.auth)).bonuses.find((bonus) => bonus.amount === 50)).toMatchObject({ status: 'converted' });
    expect((await getPlayerBalances(t.db, player.id)).bonus).toBe(0);
  });

  it("counts a casino stake only once its round ended, never a rolled-back one, at the title's weight", async () => {
    const promotion = await createPromotion({ amount: 100, wagering_multiple: 1, wagering_on: 'casino' });
    const player = await fundedPlayer(1000);
    expect((await redeem(player.auth, promotion.code)).statusCode).toBe(200);
    const open = await casinoStake(player.id, 5000, { settled: false });
    expect((await wallet(player.auth)).bonuses[0]).toMatchObject({ status: 'active', wagered: 0 });
    // The round is rolled back (its stake refunded): it never counts, even with a credit after.
    await t.db.execute(sql`UPDATE casino_wallet_transactions SET status = 'rolled_back' WHERE round_id = ${open} AND kind = 'debit'`);
    await t.db.execute(sql`INSERT INTO casino_wallet_transactions (provider_id, provider_tx_id, kind, user_id, game_id, round_id, amount, status)
      SELECT provider_id, 'late-credit', 'credit', user_id, game_id, round_id, 0, 'done' FROM casino_wallet_transactions WHERE round_id = ${open}`);
    expect((await wallet(player.auth)).bonuses[0]).toMatchObject({ wagered: 0 });
    // A baccarat-like title at 10%: ₹500 staked counts ₹50.
    await casinoStake(player.id, 50_000, { weight: 10 });
    expect((await wallet(player.auth)).bonuses[0]).toMatchObject({ status: 'active', wagered: 50 });
    await casinoStake(player.id, 5000);
    expect((await wallet(player.auth)).bonuses[0]).toMatchObject({ status: 'converted' });
  });

  it("counts settled Matka bets at the market's weight, not open or void ones", async () => {
    const promotion = await createPromotion({ amount: 100, wagering_multiple: 2, wagering_on: 'casino' });
    const player = await fundedPlayer(1000);
    expect((await redeem(player.auth, promotion.code)).statusCode).toBe(200);
    const market = Number(
      (
        await t.db.execute<{ id: number }>(sql`INSERT INTO matka_markets (name, category, open_time, close_time, wagering_weight)
          VALUES (${`TEST MATKA ${player.id}`}, 'matka', '10:00', '12:00', 50) RETURNING id`)
      ).rows[0]?.id,
    );
    const bet = (status: string, stake: number) =>
      t.db.execute(sql`INSERT INTO matka_bets (user_id, market_id, draw_date, session, bet_type, number, stake, rate, status, payout, settled_at)
        VALUES (${player.id}, ${market}, current_date, 'open', 'single', '5', ${stake}, 950,
                ${status}, ${status === 'open' ? null : status === 'void' ? stake : 0}, ${status === 'open' ? null : new Date()})`);
    await bet('open', 10_000);
    await bet('void', 10_000);
    await bet('lost', 20_000);
    expect((await wallet(player.auth)).bonuses[0]).toMatchObject({ status: 'active', wagered: 100 });
  });

  it('does not convert a met bonus while a time-out runs', async () => {
    const promotion = await createPromotion({ amount: 100, wagering_multiple: 1, wagering_on: 'casino' });
    const player = await fundedPlayer(1000);
    expect((await redeem(player.auth, promotion.code)).statusCode).toBe(200);
    await casinoStake(player.id, 10_000);
    const timeOut = await t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/time-out', headers: player.auth, payload: { days: 1 } });
    expect(timeOut.statusCode, timeOut.body).toBe(201);
    expect((await wallet(player.auth)).bonuses[0]).toMatchObject({ status: 'active', wagered: 100 });
    await settleDueBonuses(t.db);
    expect((await getPlayerBalances(t.db, player.id)).bonus).toBe(10_000);
    // The block is over: it converts.
    // (Blocks are never changed: the test lifts the rule that says so for a moment.)
    await t.db.execute(sql`ALTER TABLE play_blocks DISABLE RULE play_blocks_no_update`);
    await t.db.execute(sql`UPDATE play_blocks SET starts_at = now() - interval '2 days', ends_at = now() - interval '1 second' WHERE user_id = ${player.id}`);
    await t.db.execute(sql`ALTER TABLE play_blocks ENABLE RULE play_blocks_no_update`);
    expect((await wallet(player.auth)).bonuses[0]).toMatchObject({ status: 'converted' });
  });

  it('counts only the stakes the promotion names: exchange wagering ignores casino stakes', async () => {
    const promotion = await createPromotion({ amount: 50, wagering_multiple: 1, wagering_on: 'exchange' });
    const player = await fundedPlayer(500);
    await redeem(player.auth, promotion.code);
    await casinoStake(player.id, 10_000);
    expect((await wallet(player.auth)).bonuses[0]).toMatchObject({ status: 'active', wagered: 0, remaining: 50 });
  });

  it('expires a bonus whose date passed before its wagering was met: back to the house, by the periodic job', async () => {
    const promotion = await createPromotion({ amount: 80, wagering_multiple: 2, wagering_on: 'casino' });
    const player = await fundedPlayer(500);
    await redeem(player.auth, promotion.code);
    await casinoStake(player.id, 10_000);
    const houseBefore = await t.db.execute<{ balance: number }>(
      sql`SELECT balance FROM accounts WHERE user_id IS NULL AND kind = 'house_bonus' AND NOT play_money`,
    );
    await t.db.execute(sql`UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE user_id = ${player.id}`);
    expect(await settleDueBonuses(t.db)).toBeGreaterThanOrEqual(1);
    const [grant] = await grantsOf(player.id);
    expect(grant).toMatchObject({ status: 'expired' });
    expect((await getPlayerBalances(t.db, player.id)).bonus).toBe(0);
    const houseAfter = await t.db.execute<{ balance: number }>(
      sql`SELECT balance FROM accounts WHERE user_id IS NULL AND kind = 'house_bonus' AND NOT play_money`,
    );
    expect(Number(houseAfter.rows[0]?.balance) - Number(houseBefore.rows[0]?.balance)).toBe(8000);
    const kinds = await t.db.execute<{ kind: string }>(sql`SELECT kind FROM transfers WHERE reference = ${`bonus_grant:${grant?.id}`} ORDER BY id`);
    expect(kinds.rows.map((row) => row.kind)).toEqual(['bonus', 'bonus_expiry']);
  });

  it('converts at once a bonus with no wagering', async () => {
    const promotion = await createPromotion({ amount: 25, wagering_multiple: 0 });
    const player = await createPlayer(t);
    expect((await redeem(player.auth, promotion.code)).json().data.bonus).toMatchObject({ status: 'converted' });
    expect(await balanceOf(t, player.auth)).toMatchObject({ main_balance: 25, bonus_balance: 0 });
  });
});

describe('bonus money', () => {
  it('cannot be withdrawn before it converts', async () => {
    const promotion = await createPromotion({ amount: 500, wagering_multiple: 5 });
    const player = await createPlayer(t);
    await redeem(player.auth, promotion.code);
    const account = await addAccount(t, player.auth);
    const res = await submitWithdrawal(t, player.auth, { amount: 200, account_id: account, withdraw_password: WITHDRAW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(await balanceOf(t, player.auth)).toMatchObject({ main_balance: 0, bonus_balance: 500 });
  });
});

describe('a deposit bonus', () => {
  it('waits for the next approved deposit and pays its percent up to the cap; one waits at a time', async () => {
    const capped = await createPromotion({ kind: 'deposit_percent', amount: undefined, percent: 10, max_bonus: 50, wagering_multiple: 1, wagering_on: 'any' });
    const other = await createPromotion({ kind: 'deposit_percent', amount: undefined, percent: 20, max_bonus: 500, wagering_multiple: 1, wagering_on: 'any' });
    const player = await createPlayer(t);
    const res = await redeem(player.auth, capped.code);
    expect(res.json()).toMatchObject({
      message: 'Promotion redeemed: your bonus comes with your next approved deposit',
      data: { status: 'awaiting_deposit', bonus: null },
    });
    expect((await redeem(player.auth, other.code)).json().message).toBe('A deposit bonus is already waiting for your next deposit');
    expect((await wallet(player.auth)).awaiting_deposit).toHaveLength(1);

    await fund(t, player.auth, { authorization: admin.authorization }, 1000);
    expect((await balanceOf(t, player.auth)).bonus_balance).toBe(50);
    expect((await redeem(player.auth, other.code)).statusCode).toBe(200);
    await fund(t, player.auth, { authorization: admin.authorization }, 333.33);
    // 20% of ₹333.33 is ₹66.666: the bonus rounds down to the paisa.
    expect((await balanceOf(t, player.auth)).bonus_balance).toBe(116.66);
    await fund(t, player.auth, { authorization: admin.authorization }, 1000);
    expect((await balanceOf(t, player.auth)).bonus_balance).toBe(116.66);
  });
});

describe('operator bonus credit', () => {
  const credit = (auth: Auth, id: number, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/admin/players/${id}/bonus`, headers: auth, payload: payload as Record<string, unknown> });

  it('credits the bonus wallet with its wagering and writes the audit row in the same transaction', async () => {
    const player = await createPlayer(t);
    const res = await credit({ authorization: admin.authorization }, player.id, { amount: 150.5, reason: 'Goodwill after outage', wagering_multiple: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(t, player.auth)).toMatchObject({ bonus_balance: 150.5, main_balance: 0 });
    const bonus = (await wallet(player.auth)).bonuses[0];
    expect(bonus).toMatchObject({ source: 'operator', amount: 150.5, wagering_required: 301, wagering_on: 'any' });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'player.bonus'));
    expect(rows.find((row) => row.targetId === String(player.id))).toMatchObject({
      actorId: admin.id,
      details: { amount_paise: 15050, reason: 'Goodwill after outage', wagering_multiple: 2 },
    });
  });

  it('refuses a demo player, an unknown player, a bad body and a player calling it; nothing moves', async () => {
    const demo = await createPlayer(t, { isDemo: true });
    const player = await createPlayer(t);
    const auth = { authorization: admin.authorization };
    const body = { amount: 10, reason: 'Because', wagering_multiple: 1 };
    expect((await credit(auth, demo.id, body)).json()).toMatchObject({ success: false, message: 'Bonuses are for real-money players' });
    expect((await credit(auth, 99_999_999, body)).statusCode).toBe(404);
    expect((await credit(auth, admin.id, body)).statusCode).toBe(404);
    expect((await credit(auth, player.id, { ...body, reason: '' })).statusCode).toBe(400);
    expect((await credit(auth, player.id, { ...body, amount: -5 })).statusCode).toBe(400);
    expect((await credit(auth, player.id, { ...body, wagering_multiple: 'lots' })).statusCode).toBe(400);
    expect((await credit(player.auth, player.id, body)).statusCode).toBe(403);
    expect(await grantsOf(player.id)).toHaveLength(0);
    expect(await grantsOf(demo.id)).toHaveLength(0);
  });
});

describe('bonuses during a time-out or self-exclusion', () => {
  const selfExclude = async (auth: Auth) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/self-exclusion', headers: auth, payload: { months: 6 } });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('forfeits a deposit bonus whose deposit, made before the block, is approved during it; the deposit itself is paid', async () => {
    const promotion = await createPromotion({
      kind: 'deposit_percent',
      amount: undefined,
      percent: 50,
      max_bonus: 500,
      wagering_multiple: 1,
      wagering_on: 'any',
    });
    const player = await createPlayer(t);
    expect((await redeem(player.auth, promotion.code)).statusCode).toBe(200);
    const deposit = await submitDeposit(t, player.auth, {
      amount: 1000,
      payment_option_id: await paymentOptionId(t),
      utr_number: uniqueUtr(),
      receipt_file: PNG_1x1,
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    await selfExclude(player.auth);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${deposit.json().data.deposit.id}/approve`,
      headers: { authorization: admin.authorization },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balanceOf(t, player.auth)).toMatchObject({ main_balance: 1000, bonus_balance: 0 });
    expect(await grantsOf(player.id)).toHaveLength(0);
    expect((await wallet(player.auth)).awaiting_deposit).toHaveLength(0);
    const status = await t.db.execute<{ status: string }>(sql`SELECT status FROM promotion_redemptions WHERE user_id = ${player.id}`);
    expect(status.rows.map((row) => row.status)).toEqual(['forfeited']);
  });

  it("refuses the operator's bonus credit with the reason, and stops showing promotions to the player", async () => {
    const promotion = await createPromotion();
    const player = await createPlayer(t);
    const before = await t.app.inject({ method: 'GET', url: '/api/promotions/active', headers: player.auth });
    expect(before.json().data.promotions.map((p: { code: string }) => p.code)).toContain(promotion.code);
    await selfExclude(player.auth);
    const credit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.id}/bonus`,
      headers: { authorization: admin.authorization },
      payload: { amount: 100, reason: 'goodwill', wagering_multiple: 1 },
    });
    expect(credit.statusCode, credit.body).toBe(422);
    expect(credit.json().message).toMatch(/^No bonus can be credited: the player is self-excluded until /);
    expect(await grantsOf(player.id)).toHaveLength(0);
    expect((await balanceOf(t, player.auth)).bonus_balance).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/promotions/active', headers: player.auth });
    expect(after.json().data.promotions).toEqual([]);
    // Visitors and other players still see them.
    expect((await t.app.inject({ method: 'GET', url: '/api/promotions/active' })).json().data.promotions.length).toBeGreaterThan(0);
  });
});
