import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { WalletLimitsPanel } from './wallet-limits-panel';

function renderScreen() {
  signInOperator();
  let limits = { user_id: 42, username: 'lotus42', daily_deposit_limit: 50_000, daily_withdrawal_limit: 25_000, is_custom: false };
  const calls = mockFetch({
    'GET /api/admin/wallet-limits/42': () => ok({ limits }),
    'PUT /api/admin/wallet-limits/42': (call) => {
      limits = { ...limits, ...(call.body as object), is_custom: true };
      return ok({ limits }, 'Daily limits updated');
    },
  });
  renderWithProviders(<WalletLimitsPanel userId={42} />, { route: '/admin/players/42' });
  return { calls };
}

describe('the daily limits on the player page', () => {
  it('checks the figures, and saves the new limits in rupees', async () => {
    const { calls } = renderScreen();
    await screen.findByLabelText(/Daily withdrawal limit/);
    expect(screen.getByText(/a day \(site defaults\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Daily withdrawal limit/), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByRole('alert').textContent).toBe('Daily withdrawal limit must be between ₹0 and ₹1,00,00,000');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Daily withdrawal limit/), { target: { value: '1000.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Daily limits updated')).toBeTruthy();
    const sent = calls.filter((call) => call.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ daily_deposit_limit: 50_000, daily_withdrawal_limit: 1000.5 });
    await waitFor(() => expect(screen.queryByText(/a day \(site defaults\)/)).toBeNull());
  });
});
