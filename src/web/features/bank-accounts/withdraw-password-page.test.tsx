import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { testPlayer as player } from '@web/test/players';
import { renderWithProviders } from '@web/test/render';
import { WithdrawPasswordPage } from './withdraw-password-page';

// The withdrawal password's own step: set once (POST), then changed (PUT), each with the account password.

function renderPage(
  isSet: boolean,
  answer = () => ok({ is_set: true, changed_at: '2026-11-28T09:00:00.000Z' }, isSet ? 'Withdrawal password changed' : 'Withdrawal password set'),
) {
  startSession(player, 'token-1');
  const calls = mockFetch({
    'GET /api/wallet/withdraw-password': () => ok({ is_set: isSet, changed_at: null }),
    [`${isSet ? 'PUT' : 'POST'} /api/wallet/withdraw-password`]: answer,
  });
  renderWithProviders(
    <Routes>
      <Route path="/withdraw-password" element={<WithdrawPasswordPage />} />
      <Route path="/withdraw" element={<p>Withdraw page</p>} />
    </Routes>,
    { route: '/withdraw-password' },
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const saves = () => calls.filter((call) => call.method !== 'GET');
  return { type, saves };
}

describe('withdrawal password page', () => {
  it('sets it with the account password, after checking both fields, and goes back to withdraw', async () => {
    const { type, saves } = renderPage(false);
    const submit = await screen.findByRole('button', { name: 'Set Withdrawal Password' });
    fireEvent.click(submit);
    expect(screen.getByText('Please enter withdraw password')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type('Withdrawal Password', 'payout-7');
    type('Confirm withdrawal password', 'payout-8');
    type('Account password', 'sign-in-pass-1');
    fireEvent.click(submit);
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(saves()).toEqual([]);
    type('Confirm withdrawal password', 'payout-7');
    fireEvent.click(submit);
    expect(await screen.findByText('Withdraw page')).toBeTruthy();
    expect(saves().map((call) => [call.method, call.body])).toEqual([['POST', { withdraw_password: 'payout-7', password: 'sign-in-pass-1' }]]);
  });

  it('changes it once set, and shows the server’s refusal under the field', async () => {
    const { type, saves } = renderPage(true, () => fail(400, 'Password is incorrect', 'BAD_REQUEST', { password: 'Password is incorrect' }));
    const submit = await screen.findByRole('button', { name: 'Change Withdrawal Password' });
    type('New withdrawal password', 'payout-9x');
    type('Confirm withdrawal password', 'payout-9x');
    type('Account password', 'wrong-pass-1');
    fireEvent.click(submit);
    expect((await screen.findAllByText('Password is incorrect')).length).toBeGreaterThan(0);
    expect(saves().map((call) => call.method)).toEqual(['PUT']);
  });

  it('refuses a short withdrawal password before sending', async () => {
    const { type, saves } = renderPage(false);
    const submit = await screen.findByRole('button', { name: 'Set Withdrawal Password' });
    type('Withdrawal Password', '12345');
    type('Confirm withdrawal password', '12345');
    type('Account password', 'sign-in-pass-1');
    fireEvent.click(submit);
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(saves()).toEqual([]);
  });
});
