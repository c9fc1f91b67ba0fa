import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { WithdrawalAccount } from '@shared/schemas/wallet';
import { endSession, startSession } from '@web/lib/session';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { checkWithdrawal } from './withdraw-form';
import { WithdrawPage } from './withdraw-page';
import { testPlayer as player } from '@web/test/players';

const account = (id: number, bank: string, isActive = true): WithdrawalAccount => ({
  id,
  bank_name: bank,
  account_holder_name: 'Ravi Kumar',
  account_number: `XXXXXX${1000 + id}`,
  ifsc_code: 'SBIN0001234',
  is_active: isActive,
});

const balance = (available: number) =>
  ok({ balance: { main_balance: available, bonus_balance: 500, net_exposure: 0, total_balance: available + 500, available_credit: available } });

type Setup = { accounts?: WithdrawalAccount[]; available?: number; submit?: (call: MockCall) => ReturnType<typeof ok> | Error; isPasswordSet?: boolean };

function renderWithdraw({
  accounts = [account(1, 'State Bank of India'), account(2, 'HDFC Bank')],
  available = 5000,
  submit,
  isPasswordSet = true,
}: Setup = {}) {
  startSession(player, 'token-1');
  let list = [...accounts];
  const calls = mockFetch({
    'GET /api/wallet/balance': () => balance(available),
    'GET /api/wallet/limits': () => fail(500, 'down'),
    'GET /api/wallet/accounts': () => ok({ accounts: list }),
    'GET /api/wallet/withdraw-password': () => ok({ is_set: isPasswordSet, changed_at: null }),
    'DELETE /api/wallet/accounts/1': () => {
      list = list.filter((item) => item.id !== 1);
      return { status: 200, body: { success: true, message: 'Account deleted successfully' } };
    },
    'POST /api/wallet/submit-withdrawal': (call) =>
      submit
        ? submit(call)
        : { status: 201, body: { success: true, data: { message: 'Withdrawal request submitted successfully', withdrawal: { id: 1, status: 'processing' } } } },
  });
  renderWithProviders(
    <Routes>
      <Route path="/withdraw" element={<WithdrawPage />} />
      <Route path="/wallet" element={<p>Wallet page</p>} />
    </Routes>,
    { route: '/withdraw' },
  );
  const fill = (field: 'amount' | 'password', value: string) =>
    fireEvent.change(screen.getByLabelText(field === 'amount' ? 'Withdrawal Amount' : 'Withdrawal Password'), { target: { value } });
  const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  const submitForm = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));
  const error = () => screen.getByRole('alert').textContent;
  return { calls, fill, agree, submitForm, error };
}

const withdrawals = (calls: MockCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/wallet/submit-withdrawal');

describe('withdrawal checks, in the spec order', () => {
  const valid = { amountText: '500', accountId: 1, password: 'secret1', hasAgreed: true, withdrawable: 1000 };

  it('names the first problem only', () => {
    const nothing = { amountText: '', accountId: undefined, password: '', hasAgreed: false, withdrawable: 0 };
    expect(checkWithdrawal(nothing)).toEqual({ ok: false, message: 'Amount must be between ₹100 and ₹100,000' });
    expect(checkWithdrawal({ ...nothing, amountText: '500' })).toEqual({ ok: false, message: 'Please select a withdrawal account' });
    expect(checkWithdrawal({ ...nothing, amountText: '500', accountId: 1 })).toEqual({ ok: false, message: 'Please enter withdrawal password' });
    expect(checkWithdrawal({ ...nothing, amountText: '500', accountId: 1, password: 'x' })).toEqual({
      ok: false,
      message: 'Please agree to the terms and conditions',
    });
    expect(checkWithdrawal({ ...valid, withdrawable: 499.99 })).toEqual({ ok: false, message: 'Insufficient balance' });
    expect(checkWithdrawal(valid)).toEqual({ ok: true, input: { amount: 500, account_id: 1, withdraw_password: 'secret1' } });
  });

  it.each(['99', '100000.01', '0', '-100'])('refuses the amount %j', (amountText) => {
    expect(checkWithdrawal({ ...valid, amountText })).toEqual({ ok: false, message: 'Amount must be between ₹100 and ₹100,000' });
  });
});

describe('withdraw page', () => {
  it('walks through the messages in order and sends nothing until all pass', async () => {
    const { calls, fill, agree, submitForm, error } = renderWithdraw({ available: 1000 });
    await screen.findByText('State Bank of India');
    submitForm();
    expect(error()).toBe('Amount must be between ₹100 and ₹100,000');
    fill('amount', '1500');
    submitForm();
    expect(error()).toBe('Please enter withdrawal password');
    fill('password', 'secret1');
    submitForm();
    expect(error()).toBe('Please agree to the terms and conditions');
    agree();
    await screen.findByText('₹1,000.00');
    submitForm();
    expect(error()).toBe('Insufficient balance');
    expect(withdrawals(calls)).toHaveLength(0);
  });

  it('sends a player with no withdrawal password to set it first, and takes no withdrawal meanwhile', async () => {
    const { calls } = renderWithdraw({ isPasswordSet: false });
    const link = await screen.findByRole('link', { name: 'Set withdrawal password' });
    expect(link.getAttribute('href')).toBe('/withdraw-password');
    expect(screen.queryByLabelText('Withdrawal Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Withdrawal' })).toHaveProperty('disabled', true);
    expect(withdrawals(calls)).toHaveLength(0);
  });

  it('offers to change the withdrawal password once it is set', async () => {
    renderWithdraw();
    expect((await screen.findByRole('link', { name: 'Change it' })).getAttribute('href')).toBe('/withdraw-password');
  });

  it('asks for an account when the player has none', async () => {
    const { fill, submitForm, error } = renderWithdraw({ accounts: [] });
    await screen.findByText(/No withdrawal account yet/);
    fill('amount', '500');
    submitForm();
    expect(error()).toBe('Please select a withdrawal account');
  });

  it('selects the first account, sends one request with an Idempotency-Key and returns to the wallet', async () => {
    const { calls, fill, agree } = renderWithdraw();
    const first = await screen.findByRole('radio', { name: /State Bank of India/ });
    expect(first).toHaveProperty('checked', true);
    fill('amount', '500');
    fill('password', 'secret1');
    agree();
    await screen.findByText('₹5,000.00');
    const button = screen.getByRole('button', { name: 'Submit Withdrawal' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Wallet page')).toBeTruthy();
    expect(screen.getByText('Withdrawal request submitted successfully')).toBeTruthy();
    const sent = withdrawals(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ amount: 500, account_id: 1, withdraw_password: 'secret1' });
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retries a lost answer with the same Idempotency-Key, and a changed form with a new one', async () => {
    let attempts = 0;
    const { calls, fill, agree, submitForm } = renderWithdraw({
      submit: () => {
        attempts += 1;
        return attempts < 3
          ? new TypeError('Failed to fetch')
          : ok({ message: 'Withdrawal request submitted successfully', withdrawal: { id: 1, status: 'processing' } });
      },
    });
    await screen.findByText('State Bank of India');
    await screen.findByText('₹5,000.00');
    fill('amount', '500');
    fill('password', 'secret1');
    agree();
    submitForm();
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
    fill('amount', '600');
    submitForm();
    await waitFor(() => expect(withdrawals(calls)).toHaveLength(2));
    await screen.findByText('Network error. Please try again.');
    fill('amount', '500');
    submitForm();
    await screen.findByText('Wallet page');
    const keys = withdrawals(calls).map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe(keys[0]);
  });

  it('starts a new Idempotency-Key after a definitive refusal, so the same form is not answered from the stored 422', async () => {
    let attempts = 0;
    const { calls, fill, agree, submitForm } = renderWithdraw({
      submit: () => {
        attempts += 1;
        if (attempts === 1) return fail(422, 'Insufficient balance', 'UNPROCESSABLE');
        if (attempts === 2) return fail(503, 'Service unavailable');
        return ok({ message: 'Withdrawal request submitted successfully', withdrawal: { id: 3, status: 'processing' } });
      },
    });
    await screen.findByText('State Bank of India');
    await screen.findByText('₹5,000.00');
    fill('amount', '500');
    fill('password', 'secret1');
    agree();
    submitForm();
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    submitForm();
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    submitForm();
    await screen.findByText('Wallet page');
    const keys = withdrawals(calls).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    // After the 422 a new key; after the 503 (maybe done, answer lost) the same one again.
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('shows the HTTP status text when the answer is unreadable, and the spec fallback when it has no message', async () => {
    let attempts = 0;
    const { fill, agree, submitForm } = renderWithdraw({ submit: () => fail(500, '') });
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return mocked(input, init);
      attempts += 1;
      return attempts === 1 ? Promise.resolve(new Response('<html>upstream down</html>', { status: 502, statusText: 'Bad Gateway' })) : mocked(input, init);
    });
    await screen.findByText('State Bank of India');
    fill('amount', '500');
    fill('password', 'secret1');
    agree();
    submitForm();
    expect(await screen.findByText('Bad Gateway')).toBeTruthy();
    submitForm();
    expect(await screen.findByText('Failed to submit withdrawal request')).toBeTruthy();
  });

  it('shows the server refusal in its words', async () => {
    const { fill, agree, submitForm } = renderWithdraw({ submit: () => fail(400, 'Incorrect withdrawal password', 'VALIDATION') });
    await screen.findByText('State Bank of India');
    fill('amount', '500');
    fill('password', 'wrong-one');
    agree();
    submitForm();
    expect(await screen.findByText('Incorrect withdrawal password')).toBeTruthy();
  });

  it('asks before deleting, then selects the first remaining account', async () => {
    renderWithdraw();
    await screen.findByText('State Bank of India');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account XXXXXX1001' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this account?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Account deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /State Bank of India/ })).toBeNull());
    expect(screen.getByRole('radio', { name: /HDFC Bank/ })).toHaveProperty('checked', true);
  });

  it("says 'Please login to delete account' and sends nothing when the session ended", async () => {
    const { calls } = renderWithdraw();
    await screen.findByText('State Bank of India');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account XXXXXX1001' }));
    const dialog = screen.getByRole('dialog');
    endSession();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Please login to delete account')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('reloads the accounts when another tab changes them', async () => {
    const { calls } = renderWithdraw();
    await screen.findByText('State Bank of India');
    const loads = () => calls.filter((call) => call.path === '/api/wallet/accounts').length;
    const before = loads();
    window.dispatchEvent(new StorageEvent('storage', { key: 'lotus_withdraw_accounts', newValue: String(Date.now()) }));
    await waitFor(() => expect(loads()).toBe(before + 1));
  });

  it('says Failed to load withdrawal data when the accounts cannot be loaded', async () => {
    startSession(player, 'token-1');
    mockFetch({ 'GET /api/wallet/balance': () => balance(100), 'GET /api/wallet/accounts': () => fail(500, '') });
    renderWithProviders(<WithdrawPage />, { route: '/withdraw' });
    expect((await screen.findAllByText('Failed to load withdrawal data')).length).toBeGreaterThan(0);
  });

  it('shows every notice of the withdraw screen', async () => {
    renderWithdraw();
    expect(screen.getByText(/Bonus balance cannot be withdrawn/)).toBeTruthy();
    expect(screen.getByText(/should match the account you deposited from/)).toBeTruthy();
    expect(screen.getByText(/shared between players are blocked/)).toBeTruthy();
    expect(screen.getByText(/45 minutes/)).toBeTruthy();
  });
});
