import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { checkLedger } from '../modules/ledger';
import { jpeg1x1, pngOfExactSize, webp1x1 } from './images';
import { adminAuth, PLAYER_PASSWORD, type TestApp } from './test-app';

// Shared by the wallet slice's API tests: receipts, accounts, funded players.

/** A real 1×1 PNG. */
export const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const JPEG_1x1 = jpeg1x1();
export const WEBP_1x1 = webp1x1();

/** A well-formed PNG of exactly `size` bytes, as base64. */
export function pngOfSize(size: number): string {
  return pngOfExactSize(size).toString('base64');
}

export const WITHDRAW_PASSWORD = 'secret-withdraw-1';
export const uniqueUtr = () => `UTR${randomBytes(6).toString('hex').toUpperCase()}`;

export async function paymentOptionId(t: TestApp, type: 'upi' | 'bank' = 'upi'): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/wallet/payment-options', headers: await anyAuth(t) });
  const option = (res.json().data.payment_options as { id: number; type: string }[]).find((o) => o.type === type);
  if (!option) throw new Error('no payment option seeded');
  return option.id;
}

const operatorAuth = new WeakMap<TestApp, { authorization: string }>();
async function anyAuth(t: TestApp) {
  const known = operatorAuth.get(t);
  if (known) return known;
  const auth = { authorization: (await adminAuth(t)).authorization };
  operatorAuth.set(t, auth);
  return auth;
}

export function submitDeposit(t: TestApp, auth: { authorization: string }, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/wallet/submit-deposit', headers: { ...auth, ...headers }, payload: body });
}

export function submitWithdrawal(t: TestApp, auth: { authorization: string }, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/wallet/submit-withdrawal', headers: { ...auth, ...headers }, payload: body });
}

/** Sets the player's withdrawal password (WITHDRAW_PASSWORD) unless it is set already. */
export async function setWithdrawPassword(t: TestApp, auth: { authorization: string }, password = PLAYER_PASSWORD): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wallet/withdraw-password',
    headers: auth,
    payload: { withdraw_password: WITHDRAW_PASSWORD, password },
  });
  expect([201, 409], res.body).toContain(res.statusCode);
}

/** Adds a payout account (and first sets the withdrawal password when the player has none). */
export async function addAccount(t: TestApp, auth: { authorization: string }, overrides: Record<string, unknown> = {}): Promise<number> {
  await setWithdrawPassword(t, auth, typeof overrides.password === 'string' ? overrides.password : PLAYER_PASSWORD);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wallet/add-account',
    headers: auth,
    payload: {
      bank_name: 'HDFC Bank',
      account_holder_name: 'Ravi Kumar',
      account_number: `5010${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, '0')}`,
      ifsc_code: 'HDFC0000001',
      password: PLAYER_PASSWORD,
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.account.id as number;
}

/** Deposits `rupees` for the player and has the operator approve it. */
export async function fund(t: TestApp, auth: { authorization: string }, admin: { authorization: string }, rupees: number): Promise<number> {
  const option = await paymentOptionId(t);
  const res = await submitDeposit(t, auth, { amount: rupees, payment_option_id: option, utr_number: uniqueUtr(), receipt_file: PNG_1x1 });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.deposit.id as number;
  const approved = await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve`, headers: admin });
  expect(approved.statusCode).toBe(200);
  return id;
}

export async function balanceOf(t: TestApp, auth: { authorization: string }) {
  const res = await t.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.balance as { main_balance: number; bonus_balance: number; net_exposure: number; total_balance: number; available_credit: number };
}

export async function expectLedgerBalanced(t: TestApp): Promise<void> {
  const check = await checkLedger(t.db);
  expect(check).toMatchObject({
    balanced: true,
    real: { totalBalance: 0 },
    play: { totalBalance: 0 },
    crossingTransfers: 0,
    mismatchedAccounts: 0,
    negativePlayerAccounts: 0,
    brokenChains: 0,
  });
}
