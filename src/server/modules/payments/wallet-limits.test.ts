import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { clearOfMidnightInIndia } from '@server/test/india-day';
import { walletSeed } from './seed';
import { addAccount, fund, submitWithdrawal, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());

const setLimits = (userId: number, payload: unknown, auth = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/wallet-limits/${userId}`, headers: auth, payload: payload as Record<string, unknown> });
const getLimits = (userId: number) => t.app.inject({ method: 'GET', url: `/api/admin/wallet-limits/${userId}`, headers: admin });

describe('PUT /api/admin/wallet-limits/{userId}', () => {
  it('sets a player’s daily limits, which the wallet shows and the withdrawal check enforces, audited', async () => {
    await clearOfMidnightInIndia();
    const player = await createPlayer(t);
    expect((await getLimits(player.id)).json().data.limits).toMatchObject({ daily_deposit_limit: 50_000, daily_withdrawal_limit: 25_000, is_custom: false });
    await fund(t, player.auth, admin, 5000);
    const accountId = await addAccount(t, player.auth);

    const res = await setLimits(player.id, { daily_deposit_limit: 80_000, daily_withdrawal_limit: 1_000.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Daily limits updated',
      data: { limits: { user_id: player.id, daily_deposit_limit: 80_000, daily_withdrawal_limit: 1_000.5, is_custom: true } },
    });
    const wallet = await t.app.inject({ method: 'GET', url: '/api/wallet/limits', headers: player.auth });
    expect(wallet.json().data).toMatchObject({
      daily_deposit_limit: 80_000,
      daily_withdrawal_limit: 1_000.5,
      deposit_used_today: 5000,
      deposit_left_today: 75_000,
    });

    const over = await submitWithdrawal(t, player.auth, { amount: 1_000.51, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Daily withdrawal limit of ₹1,000.50 reached. You can withdraw up to ₹1,000.50 more today.');
    expect((await submitWithdrawal(t, player.auth, { amount: 1_000.5, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD })).statusCode).toBe(201);

    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?action=wallet_limits.update', headers: admin });
    const entry = (log.json().data.entries as { target_id: string; details: unknown }[]).find((e) => e.target_id === String(player.id));
    expect(entry?.details).toEqual({
      before: { daily_deposit_limit: 50_000, daily_withdrawal_limit: 25_000 },
      after: { daily_deposit_limit: 80_000, daily_withdrawal_limit: 1_000.5 },
    });
  });

  it.each([
    ['a negative limit', { daily_deposit_limit: -1, daily_withdrawal_limit: 100 }],
    ['a fraction of a paisa', { daily_deposit_limit: 100.001, daily_withdrawal_limit: 100 }],
    ['an absurd limit', { daily_deposit_limit: 1e308, daily_withdrawal_limit: 100 }],
    ['a string', { daily_deposit_limit: 'lots', daily_withdrawal_limit: 100 }],
    ['a missing field', { daily_deposit_limit: 100 }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const player = await createPlayer(t);
    const res = await setLimits(player.id, payload);
    expect(res.statusCode).toBe(400);
    expect((await getLimits(player.id)).json().data.limits.is_custom).toBe(false);
  });

  it('answers 404 for an unknown player or an operator, and 403 to a player', async () => {
    expect((await setLimits(987_654, { daily_deposit_limit: 1, daily_withdrawal_limit: 1 })).statusCode).toBe(404);
    const operator = await adminAuth(t);
    expect((await setLimits(operator.id, { daily_deposit_limit: 1, daily_withdrawal_limit: 1 })).statusCode).toBe(404);
    const player = await createPlayer(t);
    expect((await setLimits(player.id, { daily_deposit_limit: 1e6, daily_withdrawal_limit: 1e6 }, player.auth)).statusCode).toBe(403);
    expect((await getLimits(player.id)).json().data.limits.is_custom).toBe(false);
  });
});
