import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { AddAccountPage } from './add-account-page';
import { testPlayer as player } from '@web/test/players';

const sbi = { ifsc: 'SBIN0001234', bank: 'State Bank of India', branch: 'Connaught Place', city: 'New Delhi', state: 'Delhi', source: 'offline' };

type Answer = ReturnType<typeof ok> | Error;

function renderAddAccount(answerIfsc: (code: string) => Answer = (code) => (code === sbi.ifsc ? ok(sbi) : fail(404, 'Invalid IFSC code', 'NOT_FOUND'))) {
  startSession(player, 'token-1');
  const calls = mockFetch({
    'GET /api/banks/ifsc/SBIN0001234': () => answerIfsc('SBIN0001234'),
    'GET /api/banks/ifsc/HDFC0009999': () => answerIfsc('HDFC0009999'),
    'GET /api/wallet/withdraw-password': () => ok({ is_set: false, changed_at: null }),
    'POST /api/wallet/add-account': () => ({ status: 201, body: { success: true, message: 'Account added successfully!', data: { account: {} } } }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/add-account" element={<AddAccountPage />} />
      <Route path="/withdraw" element={<p>Withdraw page</p>} />
    </Routes>,
    { route: '/add-account' },
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { calls, type, ifsc: () => screen.getByLabelText('IFSC Code'), bank: () => screen.getByLabelText('Bank Name') };
}

const lookups = (calls: MockCall[]) => calls.filter((call) => call.path.startsWith('/api/banks/ifsc/'));

describe('IFSC lookup on add account', () => {
  it('upper-cases the code and looks it up only at 11 characters', async () => {
    const { calls, type, ifsc } = renderAddAccount();
    type('IFSC Code', 'sbin000123');
    expect(ifsc()).toHaveProperty('value', 'SBIN000123');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookups(calls)).toHaveLength(0);
    type('IFSC Code', 'sbin0001234');
    await waitFor(() => expect(lookups(calls).map((call) => call.path)).toEqual(['/api/banks/ifsc/SBIN0001234']));
  });

  it('fills the bank name read-only and shows branch, city and state when found', async () => {
    const { type, bank } = renderAddAccount();
    type('IFSC Code', 'SBIN0001234');
    await waitFor(() => expect(bank()).toHaveProperty('value', 'State Bank of India'));
    expect(bank()).toHaveProperty('readOnly', true);
    expect(screen.getByText('Connaught Place')).toBeTruthy();
    expect(screen.getByText('New Delhi')).toBeTruthy();
    expect(screen.getByText('Delhi')).toBeTruthy();
  });

  it('gives the bank name back to the player when the code changes', async () => {
    const { type, bank } = renderAddAccount();
    type('IFSC Code', 'SBIN0001234');
    await waitFor(() => expect(bank()).toHaveProperty('readOnly', true));
    type('IFSC Code', 'SBIN000123');
    await waitFor(() => expect(bank()).toHaveProperty('readOnly', false));
    expect(bank()).toHaveProperty('value', '');
  });

  it('says Invalid IFSC code for a code the directory does not know', async () => {
    const { type, bank } = renderAddAccount();
    type('IFSC Code', 'HDFC0009999');
    expect(await screen.findByText('Invalid IFSC code')).toBeTruthy();
    expect(bank()).toHaveProperty('readOnly', false);
  });

  it('says Failed to verify IFSC code when the lookup fails', async () => {
    renderAddAccount(() => fail(503, 'Service unavailable')).type('IFSC Code', 'SBIN0001234');
    expect(await screen.findByText('Failed to verify IFSC code')).toBeTruthy();
  });

  it('says Invalid IFSC code format for 11 characters of the wrong shape, without asking', async () => {
    const { calls, type } = renderAddAccount();
    type('IFSC Code', 'SBIN1001234');
    expect(await screen.findByText('Invalid IFSC code format')).toBeTruthy();
    expect(lookups(calls)).toHaveLength(0);
  });
});

describe('add account form', () => {
  it('shows the spec messages for empty fields and sends nothing', () => {
    const { calls } = renderAddAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    for (const message of [
      'Please select a bank',
      'Please enter account holder name',
      'Please enter account number',
      'Please enter IFSC code',
      'Password is required',
      'Please agree to the terms and conditions',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds the account, says so and goes back to withdraw', async () => {
    const { calls, type, bank } = renderAddAccount();
    type('IFSC Code', 'SBIN0001234');
    await waitFor(() => expect(bank()).toHaveProperty('value', 'State Bank of India'));
    type('Account Holder Name', 'Ravi Kumar');
    type('Account Number', '123456789012');
    // The withdrawal password is not chosen here: it has a step of its own.
    expect(screen.queryByLabelText('Withdraw Password')).toBeNull();
    expect((await screen.findByRole('link', { name: 'Set withdrawal password' })).getAttribute('href')).toBe('/withdraw-password');
    fireEvent.click(screen.getByRole('checkbox'));
    // The account password is asked too: a token alone never adds where money can go.
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    type('Password', 'my-sign-in-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Withdraw page')).toBeTruthy();
    expect(screen.getByText('Account added successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      bank_name: 'State Bank of India',
      account_holder_name: 'Ravi Kumar',
      account_number: '123456789012',
      ifsc_code: 'SBIN0001234',
      password: 'my-sign-in-pass-1',
    });
  });

  it('refuses a short account number with the spec message', () => {
    const { type } = renderAddAccount();
    type('Account Number', '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(screen.getByText('Account number must be 9-18 digits')).toBeTruthy();
  });
});
