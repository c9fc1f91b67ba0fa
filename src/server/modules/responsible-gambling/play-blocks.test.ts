import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatIstDateTime } from '@shared/schemas/responsible-gambling';
import { users } from '@server/db/schema';
import { hashPassword } from '@server/modules/auth';
import { casinoSeedPart } from '@server/modules/casino';
import { walletSeed } from '@server/modules/payments';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { createFundedPlayer, mainRupees, playerAtTable } from '@server/test/casino-support';
import { balancesOf, createMarketFixture, expectLedgerBalanced, placeBet, type MarketFixture } from '@server/test/exchange-fixtures';
import { addAccount, paymentOptionId, PNG_1x1, submitDeposit, submitWithdrawal, uniqueUtr, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';

// Time-outs and self-exclusions: while one runs the player signs in, reads their history and
// withdraws, and every route that puts money at stake answers 403 with the end in words; their
// unmatched bets are cancelled at once (holds back in main); nobody shortens or lifts one.

let t: TestApp;
let market: MarketFixture;
let option: number;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed, casinoSeedPart] });
  market = await createMarketFixture(t);
  option = await paymentOptionId(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

type Auth = { authorization: string };
const timeOut = (auth: Auth, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/time-out', headers: auth, payload: payload as Record<string, unknown> });
const selfExclude = (auth: Auth, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/self-exclusion', headers: auth, payload: payload as Record<string, unknown> });
const settingsOf = async (auth: Auth) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/responsible-gambling', headers: auth })).json().data.responsible_gambling;
/** Rests unmatched: nobody lays at 1000. */
const restingBet = () => ({ market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back' as const, price: 1000, stake: 100 });
const deposit = (auth: Auth) => submitDeposit(t, auth, { amount: 500, payment_option_id: option, utr_number: uniqueUtr(), receipt_file: PNG_1x1 });
const launch = (auth: Auth, game = 'dice') => t.app.inject({ method: 'POST', url: '/api/games/launch', headers: auth, payload: { game_type: game } });

async function blockRows(userId: number): Promise<number> {
  const found = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM play_blocks WHERE user_id = ${userId}`);
  return Number(found.rows[0]?.n);
}

async function openBets(userId: number): Promise<number> {
  const found = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${userId} AND status = 'open'`);
  return Number(found.rows[0]?.n);
}

describe('a time-out', () => {
  it('refuses deposits, bets, game launches and house-game stakes with its end in words; cancels unmatched bets and releases their hold', async () => {
    const p = await playerAtTable(t, 2000, 'dice');
    expect((await placeBet(t, p, restingBet())).statusCode).toBe(201);
    expect(await balancesOf(t, p)).toEqual({ main: 1900, exposure: 100 });

    const before = Date.now();
    const res = await timeOut(p.auth, { days: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const block = res.json().data.block as { kind: string; ends_at: string };
    expect(res.json().data).toMatchObject({ block: { kind: 'time_out' }, cancelled_markets: 1 });
    const endsAt = new Date(block.ends_at);
    expect(endsAt.getTime()).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(endsAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 1000);
    expect(await balancesOf(t, p)).toEqual({ main: 2000, exposure: 0 });
    expect(await openBets(p.id)).toBe(0);
    // Its game sessions have ended: an aggregator's stake on one is refused by the seamless wallet.
    const live = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM casino_sessions WHERE user_id = ${p.id} AND expires_at > now()`);
    expect(Number(live.rows[0]?.n)).toBe(0);

    const message = `You are on a time-out until ${formatIstDateTime(endsAt)}. Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.`;
    for (const refused of [
      await deposit(p.auth),
      await placeBet(t, p, restingBet()),
      await placeBet(t, p, { ...restingBet(), price: 1.01 }),
      await launch(p.auth),
      await launch(p.auth, 'mines'),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message });
    }
    const roll = await p.post('/api/casino/house/dice/roll', { stake: 100, target: 50.5, direction: 'under' });
    expect(roll).toMatchObject({ status: 403, body: { message } });
    expect(await mainRupees(t, p.id)).toBe(2000);
    expect(await openBets(p.id)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/limits', headers: p.auth })).json().data).toMatchObject({
      deposit_left_now: 0,
      play_block: { kind: 'time_out', ends_at: block.ends_at },
    });
  });

  it('still lets the player sign in, read their history and withdraw', async () => {
    const p = await createFundedPlayer(t, 1000);
    const password = 'steady-hands-7';
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, p.id));
    const accountId = await addAccount(t, p.auth, { password });
    expect((await timeOut(p.auth, { days: 7 })).statusCode).toBe(201);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: p.username, password } });
    expect(login.statusCode, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json().data.token}` };
    for (const url of ['/api/bets/history', '/api/bets/user', '/api/wallet/transactions', '/api/wallet/statement', '/api/bets/pnl']) {
      expect((await t.app.inject({ method: 'GET', url, headers: auth })).statusCode, url).toBe(200);
    }
    const withdrawal = await submitWithdrawal(t, auth, { amount: 300, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect(await mainRupees(t, p.id)).toBe(700);
  });
});

describe('a self-exclusion', () => {
  it('refuses money at stake until its end, months from now; a demo player may take one too', async () => {
    const demo = await createFundedPlayer(t, 1000, { isDemo: true });
    expect((await placeBet(t, demo, restingBet())).statusCode).toBe(201);
    const res = await selfExclude(demo.auth, { months: 6 });
    expect(res.statusCode, res.body).toBe(201);
    const endsAt = new Date(res.json().data.block.ends_at);
    const days = (endsAt.getTime() - Date.now()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    expect(await balancesOf(t, demo)).toEqual({ main: 1000, exposure: 0 });

    const refused = await placeBet(t, demo, restingBet());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `You have excluded yourself until ${formatIstDateTime(endsAt)}. Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.`,
    );
    expect((await launch(demo.auth)).statusCode).toBe(403);
    expect(await settingsOf(demo.auth)).toMatchObject({ block: { kind: 'self_exclusion', ends_at: endsAt.toISOString() } });
  });
});

describe('it cannot be shortened or lifted', () => {
  it('refuses a block ending sooner than the one running; a longer one replaces it', async () => {
    const p = await createPlayer(t);
    const week = await timeOut(p.auth, { days: 7 });
    expect(week.statusCode).toBe(201);
    const weekEnds = week.json().data.block.ends_at as string;

    const shorter = await timeOut(p.auth, { days: 1 });
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json().message).toBe(
      `You are already on a time-out until ${formatIstDateTime(new Date(weekEnds))}. It cannot be shortened or lifted; only a longer one can replace it.`,
    );
    expect((await settingsOf(p.auth)).block.ends_at).toBe(weekEnds);

    const month = await timeOut(p.auth, { days: 30 });
    expect(month.statusCode).toBe(201);
    const exclusion = await selfExclude(p.auth, { months: 12 });
    expect(exclusion.statusCode).toBe(201);
    expect((await timeOut(p.auth, { days: 30 })).statusCode).toBe(422);
    expect((await selfExclude(p.auth, { months: 6 })).statusCode).toBe(422);
    expect(await settingsOf(p.auth)).toMatchObject({ block: { kind: 'self_exclusion', ends_at: exclusion.json().data.block.ends_at } });
    expect(await blockRows(p.id)).toBe(3);
  });

  it('the operator cannot lift it: no route, reactivating the account leaves it, and its rows cannot be changed or deleted', async () => {
    const p = await createPlayer(t);
    const admin = await adminAuth(t);
    const operator = { authorization: admin.authorization };
    expect((await timeOut(p.auth, { days: 30 })).statusCode).toBe(201);
    const { ends_at: endsAt } = (await settingsOf(p.auth)).block;

    // The operator is not a player: the player's routes refuse it, and nothing else changes a block.
    expect((await timeOut(operator, { days: 1 })).statusCode).toBe(403);
    for (const status of ['suspended', 'active']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${p.id}/status`, headers: operator, payload: { status, reason: 'review' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const fresh = await createPlayerSession(p.id);
    expect((await settingsOf(fresh)).block.ends_at).toBe(endsAt);
    expect((await deposit(fresh)).statusCode).toBe(403);

    await t.db.execute(sql`UPDATE play_blocks SET ends_at = now() WHERE user_id = ${p.id}`);
    await t.db.execute(sql`DELETE FROM play_blocks WHERE user_id = ${p.id}`);
    expect(await blockRows(p.id)).toBe(1);
    expect((await settingsOf(fresh)).block.ends_at).toBe(endsAt);

    const view = await t.app.inject({ method: 'GET', url: `/api/admin/players/${p.id}/responsible-gambling`, headers: operator });
    expect(view.json().data.responsible_gambling.block).toMatchObject({ kind: 'time_out', ends_at: endsAt });
  });

  it('a block that has ended no longer refuses anything; one ending sooner than a new one is outlasted by it', async () => {
    const p = await createFundedPlayer(t, 500);
    await t.db.execute(
      sql`INSERT INTO play_blocks (user_id, kind, starts_at, ends_at) VALUES (${p.id}, 'time_out', now() - interval '2 days', now() - interval '1 day')`,
    );
    expect(await settingsOf(p.auth)).toMatchObject({ block: null });
    expect((await placeBet(t, p, restingBet())).statusCode).toBe(201);

    // A week's time-out six days in ends in a day: a new day's time-out ends later, and replaces it.
    await t.db.execute(
      sql`INSERT INTO play_blocks (user_id, kind, starts_at, ends_at) VALUES (${p.id}, 'time_out', now() - interval '6 days', now() + interval '1 hour')`,
    );
    expect((await placeBet(t, p, restingBet())).statusCode).toBe(403);
    const day = await timeOut(p.auth, { days: 1 });
    expect(day.statusCode).toBe(201);
    expect((await settingsOf(p.auth)).block.ends_at).toBe(day.json().data.block.ends_at);
  });
});

describe('input and ownership', () => {
  it('refuses other lengths and malformed bodies with 400, starting nothing', async () => {
    const p = await createPlayer(t);
    for (const payload of [{ days: 2 }, { days: '1' }, { days: 0 }, { days: -7 }, { days: 1.5 }, {}, { months: 6 }]) {
      expect((await timeOut(p.auth, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{ months: 3 }, { months: 24 }, { months: '6' }, { months: null }, { days: 7 }]) {
      expect((await selfExclude(p.auth, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user/responsible-gambling/time-out',
      headers: { ...p.auth, 'content-type': 'application/json' },
      payload: '{"days":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await blockRows(p.id)).toBe(0);
  });

  it('a player’s time-out is their own: another player bets on, and a body naming someone else is ignored', async () => {
    const one = await createFundedPlayer(t, 500);
    const two = await createFundedPlayer(t, 500);
    expect((await placeBet(t, two, restingBet())).statusCode).toBe(201);
    expect((await timeOut(one.auth, { days: 1, user_id: two.id })).statusCode).toBe(201);
    expect(await settingsOf(two.auth)).toMatchObject({ block: null });
    expect(await openBets(two.id)).toBe(1);
    expect((await placeBet(t, two, restingBet())).statusCode).toBe(201);
    expect((await placeBet(t, one, restingBet())).statusCode).toBe(403);
  });

  it('the same Idempotency-Key replays the answer and starts one block', async () => {
    const p = await createPlayer(t);
    const headers = { ...p.auth, 'idempotency-key': `rg-${p.id}` };
    const first = await t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/time-out', headers, payload: { days: 1 } });
    const again = await t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/time-out', headers, payload: { days: 1 } });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await blockRows(p.id)).toBe(1);
  });
});

describe('the reality check’s figures', () => {
  it('answers when this sign-in began and the net result of play since; holds on open bets are not a result', async () => {
    const p = await playerAtTable(t, 1000, 'dice');
    const session = async () => (await t.app.inject({ method: 'GET', url: '/api/user/responsible-gambling/session', headers: p.auth })).json().data;
    const start = await session();
    const [signIn] = (await t.db.execute<{ created_at: string | Date }>(sql`SELECT created_at FROM sessions WHERE user_id = ${p.id}`)).rows;
    expect(start).toEqual({ signed_in_at: new Date(signIn?.created_at ?? 0).toISOString(), net_result: 0, reality_check_minutes: null });

    expect((await placeBet(t, p, restingBet())).statusCode).toBe(201);
    expect((await session()).net_result).toBe(0);
    for (let i = 0; i < 3; i++) expect((await p.post('/api/casino/house/dice/roll', { stake: 50, target: 50.5, direction: 'under' })).status).toBe(200);
    const { main, exposure } = await balancesOf(t, p);
    expect((await session()).net_result).toBeCloseTo(main + exposure - 1000, 2);
  });
});

/** A new sign-in for a player (after the operator's status change ended the old ones). */
async function createPlayerSession(userId: number): Promise<Auth> {
  const { createSession } = await import('@server/modules/auth');
  return { authorization: `Bearer ${await createSession(t.db, userId, 3600_000)}` };
}
