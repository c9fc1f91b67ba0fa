import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsQueue, withdrawalPasswords } from '@server/db/schema';
import { walletSeed } from '@server/modules/payments';
import { createFundedPlayer } from '@server/test/casino-support';
import { addAccount, submitWithdrawal } from '@server/test/payments-helpers';
import { adminAuth, createPlayer, createTestApp, PLAYER_PASSWORD, type TestApp } from '@server/test/test-app';
import { appCode, awayFromStepEdge, enableTwoFactor } from '@server/test/two-factor-support';

// The withdrawal password is set once, in its own step, with the account password; it is changed
// only with the account password (and a code when two-factor sign-in is on); each change is told
// by SMS and a notification. Adding a payout account sets it only when none is set (the API's
// documented field), and never changes it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
});
afterAll(() => t.close());
beforeEach(() => awayFromStepEdge());

type Auth = { authorization: string };
const url = '/api/wallet/withdraw-password';
const setPassword = (auth: Auth, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload });
const changePassword = (auth: Auth, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: auth, payload });
const status = async (auth: Auth) => (await t.app.inject({ method: 'GET', url, headers: auth })).json().data as { is_set: boolean; changed_at: string | null };

/** A funded player with a payout account, their withdrawal password set to `first`. */
async function playerWithAccount(first = 'first-payout-7') {
  const player = await createFundedPlayer(t, 1000);
  expect((await setPassword(player.auth, { withdraw_password: first, password: PLAYER_PASSWORD })).statusCode).toBe(201);
  const accountId = await addAccount(t, player.auth);
  const withdraw = (withdrawPassword: string) => submitWithdrawal(t, player.auth, { amount: 100, account_id: accountId, withdraw_password: withdrawPassword });
  return { ...player, accountId, withdraw };
}

const securityTexts = async (userId: number) => {
  const found = await t.db.execute<{ message: string }>(
    sql`SELECT message FROM player_notifications WHERE user_id = ${userId} AND kind = 'security' ORDER BY id`,
  );
  return found.rows.map((row) => row.message);
};

describe('the withdrawal password', () => {
  it('is set once with the account password, told by SMS and a notification, and pays out', async () => {
    const player = await createFundedPlayer(t, 500);
    expect(await status(player.auth)).toEqual({ is_set: false, changed_at: null });
    const res = await setPassword(player.auth, { withdraw_password: 'payout-pass-9', password: PLAYER_PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Withdrawal password set', data: { is_set: true } });
    expect(res.body).not.toContain('payout-pass-9');
    const [row] = await t.db.select().from(withdrawalPasswords).where(eq(withdrawalPasswords.userId, player.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await securityTexts(player.id)).toEqual([expect.stringContaining('withdrawal password was set or changed')]);
    const texts = await t.db.select().from(smsQueue).where(eq(smsQueue.toNumber, '9876543210'));
    expect(texts.some((text) => text.purpose === 'security')).toBe(true);

    const accountId = await addAccount(t, player.auth);
    const paid = await submitWithdrawal(t, player.auth, { amount: 100, account_id: accountId, withdraw_password: 'payout-pass-9' });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('is not set a second time: 409 and the first one still works (also for two requests at once)', async () => {
    const player = await playerWithAccount('first-payout-7');
    const again = await setPassword(player.auth, { withdraw_password: 'attacker-pick-1', password: PLAYER_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your withdrawal password is already set. Change it with your account password.');
    expect((await player.withdraw('attacker-pick-1')).json().message).toBe('Incorrect withdrawal password');
    expect((await player.withdraw('first-payout-7')).statusCode).toBe(201);

    const fresh = await createPlayer(t);
    const both = await Promise.all(
      ['racing-one-1', 'racing-two-2'].map((pick) => setPassword(fresh.auth, { withdraw_password: pick, password: PLAYER_PASSWORD })),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(withdrawalPasswords).where(eq(withdrawalPasswords.userId, fresh.id))).toHaveLength(1);
    expect(await securityTexts(fresh.id)).toHaveLength(1);
  });

  it('is changed only with the account password; the old one stops working; the change is told', async () => {
    const player = await playerWithAccount('first-payout-7');
    const wrong = await changePassword(player.auth, { withdraw_password: 'second-payout-8', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { password: expect.any(String) } });
    const missing = await changePassword(player.auth, { withdraw_password: 'second-payout-8' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Password is required');
    expect((await player.withdraw('first-payout-7')).statusCode).toBe(201);

    const changed = await changePassword(player.auth, { withdraw_password: 'second-payout-8', password: PLAYER_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Withdrawal password changed', data: { is_set: true, changed_at: expect.any(String) } });
    expect((await player.withdraw('first-payout-7')).json().message).toBe('Incorrect withdrawal password');
    expect((await player.withdraw('second-payout-8')).statusCode).toBe(201);
    expect((await securityTexts(player.id)).filter((text) => text.includes('withdrawal password was set or changed'))).toHaveLength(2);
  });

  it('cannot be changed before it is set, and a withdrawal before it is set is refused with the reason', async () => {
    const player = await createFundedPlayer(t, 500);
    const change = await changePassword(player.auth, { withdraw_password: 'payout-pass-9', password: PLAYER_PASSWORD });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('Set your withdrawal password first');
    await t.app.inject({
      method: 'POST',
      url: '/api/wallet/add-account',
      headers: player.auth,
      payload: {
        bank_name: 'HDFC Bank',
        account_holder_name: 'Ravi Kumar',
        account_number: '501099887766',
        ifsc_code: 'HDFC0000001',
        password: PLAYER_PASSWORD,
      },
    });
    const [account] = (await t.app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: player.auth })).json().data.accounts as Array<{ id: number }>;
    const refused = await submitWithdrawal(
      t,
      player.auth,
      { amount: 100, account_id: account?.id, withdraw_password: 'payout-pass-9' },
      { 'accept-language': 'hi' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('पहले अपना विदड्रॉ पासवर्ड सेट करें');
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: player.auth })).json().data.balance.available_credit).toBe(500);
  });

  it.each([
    [{ withdraw_password: '' }, 'Please enter withdraw password'],
    [{ withdraw_password: '12345' }, 'Password must be at least 6 characters'],
    [{ withdraw_password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ withdraw_password: 123456 }, 'Please enter withdraw password'],
    [{ withdraw_password: '123456' }, 'This password is too common. Choose another.'],
    [{ withdraw_password: 'Password1' }, 'This password is too common. Choose another.'],
  ])('refuses %o with 400 and sets nothing', async (change, message) => {
    const player = await createPlayer(t);
    const res = await setPassword(player.auth, { password: PLAYER_PASSWORD, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await status(player.auth)).toEqual({ is_set: false, changed_at: null });
  });

  it('is refused to a visitor, a demo player and the operator', async () => {
    const body = { withdraw_password: 'payout-pass-9', password: PLAYER_PASSWORD };
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const demo = await createPlayer(t, { isDemo: true });
    expect((await setPassword(demo.auth, body)).statusCode).toBe(403);
    expect((await changePassword(demo.auth, body)).statusCode).toBe(403);
    const operator = await adminAuth(t);
    expect((await setPassword({ authorization: operator.authorization }, body)).statusCode).toBe(403);
    const rows = await t.db.execute(sql`SELECT 1 FROM withdrawal_passwords WHERE user_id IN (${demo.id}, ${operator.id})`);
    expect(rows.rows).toEqual([]);
  });

  it('asks for a current code when two-factor sign-in is on', async () => {
    const player = await playerWithAccount('first-payout-7');
    const { secret } = await enableTwoFactor(t, player.auth, -30);
    const body = { withdraw_password: 'second-payout-8', password: PLAYER_PASSWORD };
    const missing = await changePassword(player.auth, body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await player.withdraw('second-payout-8')).json().message).toBe('Incorrect withdrawal password');
    const changed = await changePassword(player.auth, { ...body, otp: await appCode(secret) });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('add-account with the documented withdraw_password sets it the first time, then only checks it, never changes it', async () => {
    const player = await createFundedPlayer(t, 1000);
    const add = (number: string, extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallet/add-account',
        headers: player.auth,
        payload: { bank_name: 'HDFC Bank', account_holder_name: 'Ravi Kumar', account_number: number, ifsc_code: 'HDFC0000001', ...extra },
      });
    const noPassword = await add('501011112222', { withdraw_password: 'attacker-pick-1' });
    expect(noPassword.statusCode).toBe(400);
    expect(await status(player.auth)).toEqual({ is_set: false, changed_at: null });

    expect((await add('501011112222', { password: PLAYER_PASSWORD, withdraw_password: 'first-payout-7' })).statusCode).toBe(201);
    expect((await status(player.auth)).is_set).toBe(true);
    const other = await add('501033334444', { password: PLAYER_PASSWORD, withdraw_password: 'another-pick-2' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Incorrect withdrawal password');
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: player.auth })).json().data.accounts).toHaveLength(1);
    expect((await add('501033334444', { password: PLAYER_PASSWORD, withdraw_password: 'first-payout-7' })).statusCode).toBe(201);

    const [account] = (await t.app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: player.auth })).json().data.accounts as Array<{ id: number }>;
    const paid = await submitWithdrawal(t, player.auth, { amount: 100, account_id: account?.id, withdraw_password: 'first-payout-7' });
    expect(paid.statusCode, paid.body).toBe(201);
    const wrong = await submitWithdrawal(t, player.auth, { amount: 100, account_id: account?.id, withdraw_password: 'another-pick-2' });
    expect(wrong.statusCode).toBe(400);
  });
});
