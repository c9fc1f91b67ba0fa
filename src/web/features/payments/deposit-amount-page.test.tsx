import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { startSession } from '@web/lib/session';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { DepositAmountPage } from './deposit-amount-page';
import { testPlayer as player } from '@web/test/players';

function DetailsProbe() {
  const location = useLocation();
  return <p>Details for {JSON.stringify(location.state)}</p>;
}

const openLimits = {
  daily_deposit_limit: 50000,
  daily_withdrawal_limit: 25000,
  deposit_used_today: 0,
  deposit_left_today: 50000,
  withdrawal_used_today: 0,
  withdrawal_left_today: 25000,
  day: '2025-01-01',
  deposit_left_now: 500000,
  own_deposit_limit: null,
  play_block: null,
};

function renderAmountPage(
  user: typeof player | (Omit<typeof player, 'is_demo'> & { is_demo: boolean }) = player,
  limits: Record<string, unknown> = openLimits,
) {
  startSession(user, 'token-1');
  mockFetch({
    'GET /api/wallet/balance': () => ok({ balance: { main_balance: 0, bonus_balance: 0, net_exposure: 0, total_balance: 0, available_credit: 0 } }),
    'GET /api/wallet/limits': () => ok(limits),
  });
  renderWithProviders(
    <Routes>
      <Route path="/deposit" element={<DepositAmountPage />} />
      <Route path="/wallet-deposit" element={<DetailsProbe />} />
    </Routes>,
    { route: '/deposit' },
  );
  return { input: screen.getByLabelText('Deposit Amount'), submit: () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })) };
}

describe('deposit amount page', () => {
  it.each(['', '99', '99.99', '500000.01', '600000', 'abc'])('refuses %j with the spec message and stays on the page', (typed) => {
    const { input, submit } = renderAmountPage();
    fireEvent.change(input, { target: { value: typed } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Amount must be between ₹100 and ₹500,000');
    expect(screen.queryByText(/Details for/)).toBeNull();
  });

  it.each([
    ['100', 100],
    ['500000', 500000],
    ['1,500.50', 1500.5],
  ])('carries %j to /wallet-deposit in navigation state', (typed, amount) => {
    const { input, submit } = renderAmountPage();
    fireEvent.change(input, { target: { value: typed } });
    submit();
    expect(screen.getByText(`Details for ${JSON.stringify({ amount })}`)).toBeTruthy();
  });

  it('refuses fractions of a paisa', () => {
    const { input, submit } = renderAmountPage();
    fireEvent.change(input, { target: { value: '150.555' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Amount can have at most 2 decimal places');
  });

  it('adds +100, +200, +500 and +1000 to what is typed', () => {
    const { input } = renderAmountPage();
    for (const step of ['+100', '+200', '+500', '+1000']) fireEvent.click(screen.getByRole('button', { name: step }));
    expect(input).toHaveProperty('value', '1800');
    fireEvent.change(input, { target: { value: '250.50' } });
    fireEvent.click(screen.getByRole('button', { name: '+100' }));
    expect(input).toHaveProperty('value', '350.5');
  });

  it('clears the message once the amount is edited', () => {
    const { input, submit } = renderAmountPage();
    submit();
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(input, { target: { value: '5' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a demo player up front that demo accounts cannot deposit, and keeps Continue disabled', () => {
    renderAmountPage({ ...player, is_demo: true });
    expect(screen.getByRole('note').textContent).toContain('Demo accounts cannot deposit or withdraw');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('refuses, before any payment details, an amount over what the player’s own limit leaves, in the server’s words', async () => {
    const { input, submit } = renderAmountPage(player, {
      ...openLimits,
      deposit_left_now: 1500,
      own_deposit_limit: { period: '7d', limit: 2000, left: 1500 },
    });
    await screen.findByText(/your own limit ₹2,000.00 per 7 days/);
    fireEvent.change(input, { target: { value: '1500.01' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Your own deposit limit of ₹2,000.00 per 7 days leaves ₹1,500.00 you can deposit now.');
    expect(screen.queryByText(/Details for/)).toBeNull();
    fireEvent.change(input, { target: { value: '1500' } });
    submit();
    expect(screen.getByText('Details for {"amount":1500}')).toBeTruthy();
  });

  it('refuses an amount over the rest of the operator’s daily limit with the daily limit’s words', async () => {
    const { input, submit } = renderAmountPage(player, { ...openLimits, deposit_used_today: 49000, deposit_left_today: 1000, deposit_left_now: 1000 });
    await screen.findByText(/You can deposit up to/);
    fireEvent.change(input, { target: { value: '1000.01' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Daily deposit limit of ₹50,000.00 reached. You can deposit up to ₹1,000.00 more today.');
  });

  it('during a time-out says until when, and keeps Continue disabled', async () => {
    renderAmountPage(player, {
      ...openLimits,
      deposit_left_now: 0,
      play_block: { kind: 'time_out', started_at: '2026-11-26T08:35:00.000Z', ends_at: '2026-11-27T08:35:00.000Z' },
    });
    expect((await screen.findByRole('status')).textContent).toMatch(/^You are on a time-out until 27 Nov 2026, 14:05 IST\./);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });
});
