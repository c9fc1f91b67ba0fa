import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, withdrawalPasswords } from '@server/db/schema';
import { adminAuth, createPlayer, createTestApp, type TestApp, PLAYER_PASSWORD } from '@server/test/test-app';
import { walletSeed } from '@server/modules/payments';
import { addAccount, fund, submitWithdrawal, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
});
afterAll(() => t.close());

const valid = {
  bank_name: 'State Bank of India',
  account_holder_name: 'Priya Sharma',
  account_number: '123456789012',
  ifsc_code: 'sbin0000001',
  password: PLAYER_PASSWORD,
};
const add = (auth: { authorization: string }, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/wallet/add-account', headers: auth, payload: body });

describe('withdrawal accounts', () => {
  it('adds an account (201, spec message) and masks its number; the documented withdraw_password sent with a first account sets it', async () => {
    const player = await createPlayer(t);
    const res = await add(player.auth, { ...valid, withdraw_password: 'payout-pass-9' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Account added successfully!' });
    const list = await t.app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: player.auth });
    expect(list.json().data.accounts).toEqual([
      {
        id: expect.any(Number),
        bank_name: 'State Bank of India',
        account_holder_name: 'Priya Sharma',
        account_number: 'XXXXXXXX9012',
        ifsc_code: 'SBIN0000001',
        is_active: true,
      },
    ]);
    // The API's documented field: a player's first account sets the withdrawal password with it.
    expect(await t.db.select().from(withdrawalPasswords).where(eq(withdrawalPasswords.userId, player.id))).toHaveLength(1);
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/submit-withdrawal',
      headers: player.auth,
      payload: { amount: 100, account_id: res.json().data.account.id, withdraw_password: 'wrong-pass-1' },
    });
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json().message).toBe('Incorrect withdrawal password');
  });

  it('accepts the camelCase names of the spec client', async () => {
    const player = await createPlayer(t);
    const res = await add(player.auth, {
      bankName: 'HDFC Bank',
      account_holder_name: 'A B',
      accountNumber: '987654321',
      ifscCode: 'HDFC0000001',
      password: PLAYER_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ bank_name: '' }, 'Please select a bank'],
    [{ account_holder_name: '  ' }, 'Please enter account holder name'],
    [{ account_number: '' }, 'Please enter account number'],
    [{ account_number: '12345678' }, 'Account number must be 9-18 digits'],
    [{ account_number: '1234567890123456789' }, 'Account number must be 9-18 digits'],
    [{ account_number: '12345678901a' }, 'Account number must be 9-18 digits'],
    [{ ifsc_code: '' }, 'Please enter IFSC code'],
    [{ ifsc_code: 'SBIN1000001' }, 'Invalid IFSC code format'],
    [{ ifsc_code: 'SBI00000001' }, 'Invalid IFSC code format'],
    [{ password: '' }, 'Password is required'],
  ])('refuses %o with the spec message', async (change, message) => {
    const player = await createPlayer(t);
    const res = await add(player.auth, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses the same account twice', async () => {
    const player = await createPlayer(t);
    expect((await add(player.auth, valid)).statusCode).toBe(201);
    const again = await add(player.auth, valid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account has already been added');
  });

  it("deletes only the player's own accounts", async () => {
    const owner = await createPlayer(t);
    const other = await createPlayer(t);
    const id = await addAccount(t, owner.auth);
    const theft = await t.app.inject({ method: 'DELETE', url: `/api/wallet/accounts/${id}`, headers: other.auth });
    expect(theft.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'DELETE', url: `/api/wallet/accounts/${id}`, headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, message: 'Account deleted successfully' });
    const list = await t.app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: owner.auth });
    expect(list.json().data.accounts).toEqual([]);
    const twice = await t.app.inject({ method: 'DELETE', url: `/api/wallet/accounts/${id}`, headers: owner.auth });
    expect(twice.statusCode).toBe(404);
  });

  it('keeps an account a withdrawal was paid to, deactivated and hidden from the player', async () => {
    const admin = { authorization: (await adminAuth(t)).authorization };
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 500);
    const id = await addAccount(t, player.auth);
    expect((await submitWithdrawal(t, player.auth, { amount: 100, account_id: id, withdraw_password: WITHDRAW_PASSWORD })).statusCode).toBe(201);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/wallet/accounts/${id}`, headers: player.auth });
    expect(del.statusCode).toBe(200);
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    expect(row).toMatchObject({ isActive: false });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const queue = await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals?user_id=${player.id}`, headers: admin });
    expect(queue.json().data.withdrawals[0].account.id).toBe(id);
  });

  it('refuses a bad id and a visitor', async () => {
    const player = await createPlayer(t);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/wallet/accounts/abc', headers: player.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/accounts' })).statusCode).toBe(401);
  });
});
