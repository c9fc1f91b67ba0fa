import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { walletSeed } from '@server/modules/payments';
import { createFundedPlayer } from '@server/test/casino-support';
import { addAccount, submitWithdrawal, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';
import { createTestApp, PLAYER_PASSWORD, type TestApp } from '@server/test/test-app';
import { appCode, awayFromStepEdge, enableTwoFactor } from '@server/test/two-factor-support';

// With two-factor sign-in on, a withdrawal and a new bank account need a code too; without it,
// the bodies of the contract work as they always did.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
});
afterAll(() => t.close());
beforeEach(() => awayFromStepEdge());

const account = (extra: Record<string, unknown> = {}) => ({
  bank_name: 'HDFC Bank',
  account_holder_name: 'Ravi Kumar',
  account_number: `5010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  ifsc_code: 'HDFC0000001',
  password: PLAYER_PASSWORD,
  ...extra,
});
const addBankAccount = (auth: { authorization: string }, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/wallet/add-account', headers: auth, payload: body });
const mainBalance = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: auth })).json().data.balance.available_credit as number;

describe('a withdrawal and a new bank account with two-factor sign-in', () => {
  it('work without a code while two-factor sign-in is off', async () => {
    const player = await createFundedPlayer(t, 500);
    const accountId = await addAccount(t, player.auth);
    const res = await submitWithdrawal(t, player.auth, { amount: 100, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD });
    expect(res.statusCode).toBe(201);
  });

  it('refuse a new bank account without a good code when it is on, and add it with one', async () => {
    const player = await createFundedPlayer(t, 0);
    const { secret } = await enableTwoFactor(t, player.auth, -30);
    const missing = await addBankAccount(player.auth, account());
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, code: 'TWO_FACTOR_REQUIRED' });
    const wrong = await addBankAccount(player.auth, account({ otp: '12345x' }));
    expect(wrong.json().code).toBe('TWO_FACTOR_REQUIRED');
    const list = await t.app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: player.auth });
    expect(list.json().data.accounts).toHaveLength(0);
    // The token still works: the refusal did not sign the player out.
    expect(list.statusCode).toBe(200);

    const added = await addBankAccount(player.auth, account({ otp: await appCode(secret) }));
    expect(added.statusCode).toBe(201);
  });

  it('refuse a withdrawal without a good code when it is on, holding nothing, and take it with one', async () => {
    const player = await createFundedPlayer(t, 500);
    const accountId = await addAccount(t, player.auth);
    const { secret } = await enableTwoFactor(t, player.auth, -30);
    const body = { amount: 100, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD };

    const missing = await submitWithdrawal(t, player.auth, body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('TWO_FACTOR_REQUIRED');
    const code = await appCode(secret);
    const wrong = await submitWithdrawal(t, player.auth, { ...body, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect(await mainBalance(player.auth)).toBe(500);

    const res = await submitWithdrawal(t, player.auth, { ...body, otp: code });
    expect(res.statusCode).toBe(201);
    expect(await mainBalance(player.auth)).toBe(400);
    const replayed = await submitWithdrawal(t, player.auth, { ...body, otp: code });
    expect(replayed.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect(await mainBalance(player.auth)).toBe(400);
  });

  it('replays a withdrawal retried with its Idempotency-Key without asking for a new code', async () => {
    const player = await createFundedPlayer(t, 500);
    const accountId = await addAccount(t, player.auth);
    const { secret } = await enableTwoFactor(t, player.auth, -30);
    const body = { amount: 150, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD };
    const key = { 'idempotency-key': `twofa-${player.id}` };
    const first = await submitWithdrawal(t, player.auth, { ...body, otp: await appCode(secret) }, key);
    expect(first.statusCode).toBe(201);
    const retry = await submitWithdrawal(t, player.auth, { ...body, otp: await appCode(secret, 30) }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.withdrawal.id).toBe(first.json().data.withdrawal.id);
    expect(await mainBalance(player.auth)).toBe(350);
  });
});
