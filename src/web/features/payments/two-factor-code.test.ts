import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './api/idempotency-key';
import { checkWithdrawal } from './withdraw-form';

const draft = { amountText: '500', accountId: 4, password: 'payout-pass-9', hasAgreed: true, withdrawable: 1000 };

describe('a withdrawal with two-factor sign-in', () => {
  it('sends no otp when two-factor sign-in is off', () => {
    expect(checkWithdrawal(draft)).toEqual({ ok: true, input: { amount: 500, account_id: 4, withdraw_password: 'payout-pass-9' } });
  });

  it('asks for the code when it is on, and sends it', () => {
    expect(checkWithdrawal({ ...draft, otp: ' ' })).toEqual({ ok: false, message: 'Enter the 6-digit code from your authenticator app' });
    expect(checkWithdrawal({ ...draft, otp: ' 123456 ' })).toMatchObject({ ok: true, input: { otp: '123456' } });
  });

  it('keeps the Idempotency-Key of a body retried with a fresh code', () => {
    const keys = createIdempotencyKeys();
    const body = { amount: 500, account_id: 4, withdraw_password: 'payout-pass-9' };
    const first = keys.keyFor({ ...body, otp: '123456' });
    expect(keys.keyFor({ ...body, otp: '654321' })).toBe(first);
    expect(keys.keyFor({ ...body, amount: 600, otp: '654321' })).not.toBe(first);
  });
});
