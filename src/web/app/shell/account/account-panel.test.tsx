import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@web/lib/session';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { AccountPanel } from './account-panel';
import { AccountSidebar } from './account-sidebar';

// Net exposure (what open bets hold) is shown in the header's account panel and in the right
// sidebar, from the balance the server answers — not from the sign-in snapshot.

const player = {
  id: 7,
  username: 'lotus123456',
  display_name: 'Ravi',
  phone_number: '',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 25000,
  bonus_balance: 0,
  available_credit: 25000,
  net_exposure: 0,
};
const balance = { balance: { main_balance: 125000.5, bonus_balance: 500, net_exposure: 1850.25, total_balance: 125500.5, available_credit: 123150.25 } };

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('net exposure in the account views', () => {
  it('the header panel shows main, bonus and net exposure', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    mockFetch({ 'GET /api/user/balance': () => ok(balance) });
    renderWithProviders(<AccountPanel isOpen onClose={vi.fn()} />);
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(await screen.findByText('₹1,850.25')).toBeTruthy();
    expect(value('Net Exposure')).toBe('₹1,850.25');
    expect(value('Main Balance')).toBe('₹1,25,000.50');
    expect(value('Bonus Balance')).toBe('₹500.00');
  });

  it('the right sidebar shows it too', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    mockFetch({ 'GET /api/user/balance': () => ok(balance), 'GET /api/bets/user': () => ok({ bets: [] }) });
    renderWithProviders(<AccountSidebar />);
    expect(await screen.findByText('₹1,850.25')).toBeTruthy();
    expect(screen.getByText('Net Exposure').nextElementSibling?.textContent).toBe('₹1,850.25');
  });
});
