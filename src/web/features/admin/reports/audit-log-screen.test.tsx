import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { AuditLogScreen } from './audit-log-screen';

const entry = {
  id: 9,
  actor_id: 1,
  actor_username: 'admin',
  action: 'withdrawal.pay',
  target_type: 'withdrawal',
  target_id: '5',
  details: { user_id: 7, amount_paise: 250_000, utr: 'HDFC123456' },
  ip: '127.0.0.1',
  created_at: '2026-11-26T05:00:00.000Z',
};

describe('audit log screen', () => {
  it('shows details in words with rupees and sends the filters', async () => {
    signInOperator();
    const calls = mockFetch({ 'GET /api/admin/audit-log': () => ok({ entries: [entry], page: 1, page_size: 25, total: 1 }) });
    renderWithProviders(<AuditLogScreen />, { route: '/admin/audit-log' });
    const table = await screen.findByRole('region', { name: 'Audit log entries' });
    expect(within(table).getByText('User id: 7 · Amount: ₹2,500.00 · Utr: HDFC123456')).toBeTruthy();
    expect(within(table).queryByText(/amount_paise/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Target type'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByLabelText('Target id'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('From (IST)'), { target: { value: '2026-11-26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('region', { name: 'Audit log entries' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const last = new URL(calls.at(-1)?.path ?? '', 'http://lotus.test').searchParams;
    expect(Object.fromEntries(last)).toMatchObject({ source: 'people', target_type: 'withdrawal', target_id: '5', from: '2026-11-26', page: '1' });
    expect(last.has('actor_id')).toBe(false);
  });

  it("shows people's actions first and the feed's automated entries on their own", async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/audit-log': (call) =>
        new URL(call.path, 'http://lotus.test').searchParams.get('source') === 'automated'
          ? ok({ entries: [{ ...entry, id: 10, actor_id: null, actor_username: null, action: 'feed.settle' }], page: 1, page_size: 25, total: 1 })
          : ok({ entries: [entry], page: 1, page_size: 25, total: 1 }),
    });
    renderWithProviders(<AuditLogScreen />, { route: '/admin/audit-log' });
    expect(await screen.findByText('withdrawal.pay')).toBeTruthy();
    expect(new URL(calls.at(-1)?.path ?? '', 'http://lotus.test').searchParams.get('source')).toBe('people');
    fireEvent.click(screen.getByRole('button', { name: 'Automated (feed)' }));
    expect(await screen.findByText('feed.settle')).toBeTruthy();
    expect(screen.queryByText('withdrawal.pay')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Audit log entries' })).getByText('Automated (feed)')).toBeTruthy();
  });
});
