import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { NotificationsScreen } from './notifications-screen';

const stored = {
  id: 7,
  message: 'Cricket cashback today',
  translations: { hi: 'आज क्रिकेट कैशबैक' },
  sort_order: 1,
  is_active: true,
  updated_at: '2026-11-28T05:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('Notifications screen', () => {
  it('writes a ticker message with its Hindi, Bengali and Tamil versions, and edits them', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/notifications': () => ok({ notifications: [stored] }),
      'POST /api/admin/notifications': ({ body }) => ({ ...ok({ notification: { ...stored, id: 8, ...(body as object) } }), status: 201 }),
      'PUT /api/admin/notifications/7': ({ body }) => ok({ notification: { ...stored, ...(body as object) } }),
    });
    renderWithProviders(<NotificationsScreen />);
    expect(await screen.findByText('Also in Hindi')).toBeTruthy();

    const form = screen.getByRole('button', { name: 'Add message' }).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'IPL final tonight' } });
    fireEvent.change(within(form).getByLabelText('Tamil (தமிழ்)'), { target: { value: 'இன்றிரவு IPL இறுதி' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add message' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        message: 'IPL final tonight',
        translations: { hi: '', bn: '', ta: 'இன்றிரவு IPL இறுதி' },
        is_active: true,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Edit message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    expect(within(dialog).getByLabelText('Hindi (हिन्दी)')).toHaveProperty('value', 'आज क्रिकेट कैशबैक');
    fireEvent.change(within(dialog).getByLabelText('Hindi (हिन्दी)'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Bengali (বাংলা)'), { target: { value: 'আজ ক্যাশব্যাক' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        message: 'Cricket cashback today',
        translations: { hi: '', bn: 'আজ ক্যাশব্যাক', ta: '' },
      }),
    );
  });
});
