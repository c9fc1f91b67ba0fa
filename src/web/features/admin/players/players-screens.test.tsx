import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { PlayerScreen } from './player-screen';
import { PlayersScreen } from './players-screen';

const balances = { available: 1500.5, exposure: 200, balance: 1700.5, bonus: 0, withdrawal_hold: 0 };
const row = (id: number, username: string) => ({
  id,
  username,
  display_name: `Name ${id}`,
  phone_number: '9876500011',
  status: 'active',
  is_demo: false,
  block: null,
  registered_at: '2026-11-25T10:00:00.000Z',
  last_sign_in_at: null,
  balances,
});
const detail = {
  player: { ...row(36, 'ravi_kumar1'), email: null },
  limits: { daily_deposit_limit: 50000, daily_withdrawal_limit: 25000 },
  referral: { code_used: 'LOTUS100', own_code: 'RAVI36', players_referred: 2 },
  security: {
    two_factor_on: true,
    shared_bank_accounts: [{ account_number: '123456789012', ifsc_code: 'SBIN0000001', other_player_ids: [41] }],
    clawback_owed: 250,
  },
  counts: { open_bets: 1, bets: 1, casino_rounds: 0, deposits: 0, withdrawals: 0, active_sessions: 1, notes: 0 },
};
const empty = { rows: [], page: 1, page_size: 20, total: 0 };

describe('Players screen', () => {
  it('lists players with balances and links to each, and sends search, filters and sort to the server', async () => {
    signInOperator();
    const calls = mockFetch({ 'GET /api/admin/players': () => ok({ players: [row(36, 'ravi_kumar1'), row(35, 'asha')], page: 1, page_size: 25, total: 2 }) });
    const user = userEvent.setup();
    renderWithProviders(<PlayersScreen />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'ravi_kumar1' }).getAttribute('href')).toBe('/admin/players/36');
    expect(within(table).getAllByText('₹1,700.50')).toHaveLength(2);

    await user.type(screen.getByLabelText('Search'), '+91 98765');
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await user.selectOptions(screen.getByLabelText('Money'), 'false');
    await user.selectOptions(screen.getByLabelText('Sort'), 'balance');
    const last = calls.at(-1)?.path ?? '';
    expect(last).toContain('search=%2B91+98765');
    expect(last).toContain('status=suspended');
    expect(last).toContain('demo=false');
    expect(last).toContain('sort=balance');
  });
});

describe('Player page', () => {
  it('adjusts the balance with a reason and an Idempotency-Key, and shows a refusal in words', async () => {
    signInOperator();
    let refuse = true;
    const calls = mockFetch({
      'GET /api/admin/players/36': () => ok(detail),
      'GET /api/admin/ledger/users/36': () => ok({ accounts: [], entries: [], total: 0 }),
      'GET /api/admin/players/36/responsible-gambling': () => fail(404, 'Not found', 'NOT_FOUND'),
      'POST /api/admin/players/36/adjustments': () =>
        refuse
          ? fail(422, "This would take the player's balance below zero: only ₹1,500.50 is available to take away", 'UNPROCESSABLE')
          : ok({ transfer_id: 1, amount: -100, balances }, 'Balance adjusted'),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerScreen />, { route: '/admin/players/36', path: '/admin/players/:id' });
    expect(await screen.findByRole('heading', { name: 'ravi_kumar1' })).toBeTruthy();
    expect(screen.getByText('LOTUS100')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount (₹, signed)'), '-5000');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Please enter a reason');

    await user.type(within(dialog).getByLabelText('Reason'), 'duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('below zero');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ amount: -5000, reason: 'duplicate credit' });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

    refuse = false;
    await user.clear(within(dialog).getByLabelText('Amount (₹, signed)'));
    await user.type(within(dialog).getByLabelText('Amount (₹, signed)'), '-100');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await screen.findByText('Balance adjusted');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers['idempotency-key']).not.toBe(posts[0]?.headers['idempotency-key']);
  });

  it('resets the password with a reason: the new one goes to the player by text, never to the screen', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/players/36': () => ok(detail),
      'GET /api/admin/ledger/users/36': () => ok({ accounts: [], entries: [], total: 0 }),
      'GET /api/admin/players/36/responsible-gambling': () => fail(404, 'Not found', 'NOT_FOUND'),
      'POST /api/admin/players/36/reset-password': () =>
        ok({ sessions_ended: 1 }, 'Password reset: the new password is being texted to the player (the SMS outbox shows when it is sent)'),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerScreen />, { route: '/admin/players/36', path: '/admin/players/:id' });
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Please enter a reason');
    await user.type(within(dialog).getByLabelText('Reason'), 'lost phone');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await screen.findByText('Password reset: the new password is being texted to the player (the SMS outbox shows when it is sent)');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'lost phone' });
  });

  it('shows each section in its tab', async () => {
    signInOperator();
    mockFetch({
      'GET /api/admin/players/36': () => ok(detail),
      'GET /api/admin/ledger/users/36': () => ok({ accounts: [], entries: [], total: 0 }),
      'GET /api/admin/players/36/notes': () =>
        ok({ ...empty, rows: [{ id: 1, body: 'Called about KYC', author: 'admin', created_at: '2026-11-25T10:00:00.000Z' }], total: 1 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerScreen />, { route: '/admin/players/36', path: '/admin/players/:id' });
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Called about KYC')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected')).toBe('true');
    // Two-factor on, with the operator's reset; a bank account another player registered is flagged.
    expect(screen.getByRole('button', { name: 'Reset two-factor' })).toBeTruthy();
    expect(screen.getByText('Bank account shared with another player: withdrawals to it are held for review.')).toBeTruthy();
    expect(screen.getByText(/Owes ₹250.00 from a self-referral bonus clawed back/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'player #41' }).getAttribute('href')).toBe('/admin/players/41');
  });
});
