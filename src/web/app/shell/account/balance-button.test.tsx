import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { BalanceButton } from './balance-button';

const player = {
  id: 1,
  username: 'lotus123456',
  display_name: 'Ravi',
  phone_number: '',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 100,
  bonus_balance: 0,
  available_credit: 100,
  net_exposure: 0,
};
const balance = (available: number) => ({
  balance: { main_balance: available, bonus_balance: 500, net_exposure: 0, total_balance: available + 500, available_credit: available },
});
const balanceCalls = (calls: MockCall[]) => calls.filter((call) => call.path === '/api/user/balance').length;

describe('balance button', () => {
  it('shows the balance with two decimals and refreshes it every 30 s', async () => {
    vi.useFakeTimers();
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    let available = 25000.5;
    const calls = mockFetch({ 'GET /api/user/balance': () => ok(balance(available)) });
    renderWithProviders(<BalanceButton />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: /Balance ₹25,000\.50/ })).toBeTruthy();
    expect(balanceCalls(calls)).toBe(1);

    available = 24000;
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(balanceCalls(calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(balanceCalls(calls)).toBe(2);
    for (let tick = 0; tick < 5; tick += 1) await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: /Balance ₹24,000\.00/ })).toBeTruthy();
  });

  it('starts no second request while one is in flight, however often it is clicked', async () => {
    vi.useFakeTimers();
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    const pending: Array<() => void> = [];
    const calls = mockFetch({
      'GET /api/user/balance': () => new Promise((resolve) => pending.push(() => resolve(ok(balance(100))))),
    });
    renderWithProviders(<BalanceButton />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(balanceCalls(calls)).toBe(1);
    for (let click = 0; click < 3; click += 1) fireEvent.click(screen.getByRole('button', { name: /Balance/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(balanceCalls(calls)).toBe(1);

    await act(async () => pending.shift()?.());
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: /Balance/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(balanceCalls(calls)).toBe(2);
  });

  it("opens the account panel, and shows 'Balance sync error: {message}' with Retry", async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    let broken = true;
    mockFetch({ 'GET /api/user/balance': () => (broken ? fail(503, 'Ledger unavailable') : ok(balance(321))) });
    renderWithProviders(<BalanceButton />);
    fireEvent.click(screen.getByRole('button', { name: /Balance/ }));
    const panel = await screen.findByRole('dialog', { name: 'Account' });
    expect(panel.textContent).toContain('Main Balance');
    expect(panel.textContent).toContain('Bonus Balance');
    expect(await screen.findByText('Balance sync error: Ledger unavailable')).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText('₹321.00')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Balance sync error/)).toBeNull();
    const links = screen.getAllByRole('link').filter((link) => ['Deposit', 'Withdraw'].includes(link.textContent ?? ''));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/wallet', '/wallet']);
  });
});
