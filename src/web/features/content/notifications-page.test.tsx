import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@web/lib/session';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { NotificationsPage } from './notifications-page';

const player = {
  id: 9,
  username: 'ravi_9',
  display_name: 'Ravi',
  phone_number: '9876543210',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 0,
  bonus_balance: 0,
  available_credit: 0,
  net_exposure: 0,
};

describe('notifications page', () => {
  it('shows my notifications above the operator’s messages and marks them read', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    let unread = 1;
    const calls = mockFetch({
      'GET /api/notifications/all': () => ok({ notifications: [{ id: 1, message: 'Market is open' }] }),
      'GET /api/user/notifications': () =>
        ok({
          notifications: [
            { id: 5, kind: 'login_alert', message: 'New sign-in to your account from Firefox · Android.', created_at: '2026-11-25T10:00:00Z', read_at: null },
          ],
          unread_count: unread,
        }),
      'POST /api/user/notifications/read': () => {
        unread = 0;
        return ok({ unread_count: 0 });
      },
    });
    renderWithProviders(<NotificationsPage />);
    const mine = await screen.findByText('New sign-in to your account from Firefox · Android.');
    const operators = await screen.findByText('Market is open');
    expect(mine.compareDocumentPosition(operators) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect.poll(() => calls.filter((call) => call.path === '/api/user/notifications/read')).toHaveLength(1);
  });

  it('shows only the operator’s messages to a visitor', async () => {
    const calls = mockFetch({ 'GET /api/notifications/all': () => ok({ notifications: [{ id: 1, message: 'Market is open' }] }) });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('Market is open')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/user/notifications')).toBe(false);
  });
});
