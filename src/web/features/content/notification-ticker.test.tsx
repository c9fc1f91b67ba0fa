import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { NotificationTicker } from './notification-ticker';

const messages = ['First message', 'Second message', 'Third message'];
const serve = (list: string[]) => mockFetch({ 'GET /api/notifications': () => ok({ notifications: list.map((message, id) => ({ id: id + 1, message })) }) });

describe('notification ticker', () => {
  it("says 'Loading notification...' until the messages arrive, then shows the first", async () => {
    serve(messages);
    renderWithProviders(<NotificationTicker />);
    expect(screen.getByText('Loading notification...')).toBeTruthy();
    expect(await screen.findByText('First message')).toBeTruthy();
  });

  it('rotates every 60 s and wraps to the first message', async () => {
    vi.useFakeTimers();
    serve(messages);
    renderWithProviders(<NotificationTicker />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('First message')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(screen.getByText('First message')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Second message')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByText('First message')).toBeTruthy();
  });

  it('moves with the arrows, wrapping both ways', async () => {
    serve(messages);
    const user = userEvent.setup();
    renderWithProviders(<NotificationTicker />);
    await screen.findByText('First message');
    await user.click(screen.getByRole('button', { name: 'Previous notification' }));
    expect(screen.getByText('Third message')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next notification' }));
    expect(screen.getByText('First message')).toBeTruthy();
  });

  it('has a dot per message on every screen size, the current one marked, each moving to its message', async () => {
    serve(messages);
    const user = userEvent.setup();
    renderWithProviders(<NotificationTicker />);
    await screen.findByText('First message');
    const dots = screen.getAllByRole('button', { name: /^Notification \d of 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    // Not hidden below sm, and no "1/3" counter standing in for them.
    expect(dots[0]?.parentElement?.className.split(' ')).not.toContain('hidden');
    expect(screen.queryByText('1/3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notification 3 of 3' }));
    expect(screen.getByText('Third message')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notification 3 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Notification 1 of 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows one message without arrows or dots when there is only one', async () => {
    serve(['Only message']);
    renderWithProviders(<NotificationTicker />);
    expect(await screen.findByText('Only message')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next notification' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Notification 1 of/ })).toBeNull();
  });

  it.each([
    ['an empty list', () => serve([])],
    ['a failed request', () => mockFetch({ 'GET /api/notifications': () => fail(500, 'Internal server error') })],
  ])('falls back to the exchange message on %s', async (_case, install) => {
    install();
    renderWithProviders(<NotificationTicker />);
    expect(await screen.findByText('Market is started in our exchange — Offering Match Odds')).toBeTruthy();
  });

  it('asks the server again every 10 minutes', async () => {
    vi.useFakeTimers();
    const calls: MockCall[] = serve(messages);
    renderWithProviders(<NotificationTicker />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const asked = () => calls.filter((call) => call.path === '/api/notifications').length;
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(599_000));
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(asked()).toBe(2);
  });
});
