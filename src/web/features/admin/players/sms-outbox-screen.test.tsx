import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { SmsOutboxScreen } from './sms-outbox-screen';

const message = (id: number, to: string, text: string) => ({ id, to, text, created_at: '2026-11-25T10:00:00.000Z' });

describe('SMS outbox screen', () => {
  it('lists the messages with their number and text, and filters by number', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/sms-outbox': ({ path }) => {
        const phone = new URL(path, 'http://x').searchParams.get('phone_number');
        const messages = phone
          ? [message(2, '9876543210', 'Lotus: 123456 is your code')]
          : [message(3, '9123456780', 'Lotus: 654321 is your code'), message(2, '9876543210', 'Lotus: 123456 is your code')];
        return ok({ messages, page: 1, page_size: 25, total: messages.length });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SmsOutboxScreen />);

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('+91 9123456780')).toBeTruthy();
    expect(within(table).getByText('Lotus: 654321 is your code')).toBeTruthy();
    expect(calls[0]?.headers.Authorization ?? calls[0]?.headers.authorization).toBe('Bearer operator-token');

    await user.type(screen.getByLabelText('Phone number'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByText((_, element) => element?.tagName === 'TBODY' && element.children.length === 1);
    expect(calls.at(-1)?.path).toContain('phone_number=98765+43210');
  });

  it('says when there is nothing', async () => {
    signInOperator();
    mockFetch({ 'GET /api/admin/sms-outbox': () => ok({ messages: [], page: 1, page_size: 25, total: 0 }) });
    renderWithProviders(<SmsOutboxScreen />);
    expect(await screen.findByText('No messages')).toBeTruthy();
  });
});
