import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { SiteSettingsScreen } from './site-settings-screen';

function renderScreen() {
  signInOperator();
  let site = {
    whatsapp_url: null as string | null,
    telegram_url: 'https://t.me/lotus_support' as string | null,
    support_phone: null as string | null,
    support_is_placeholder: false,
    usd_rate: 83.5 as number | null,
    eur_rate: null,
  };
  const calls = mockFetch({
    'GET /api/admin/site-settings': () => ok({ site_settings: site }),
    'PUT /api/admin/site-settings': (call) => {
      site = { ...site, ...(call.body as object) };
      return ok({ site_settings: site }, 'Site settings saved');
    },
  });
  renderWithProviders(<SiteSettingsScreen />, { route: '/admin/site-settings' });
  return { calls };
}

describe('the site settings screen', () => {
  it('shows the links and rates, refuses a bad link before sending, and saves: an emptied link or rate is removed', async () => {
    const { calls } = renderScreen();
    const whatsapp = await screen.findByLabelText('WhatsApp link');
    expect((screen.getByLabelText('Telegram link') as HTMLInputElement).value).toBe('https://t.me/lotus_support');
    expect((screen.getByLabelText('₹ for one US dollar') as HTMLInputElement).value).toBe('83.5');

    fireEvent.change(whatsapp, { target: { value: 'https://wa.me/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(await screen.findByText('WhatsApp link must look like https://wa.me/919876543210')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(whatsapp, { target: { value: 'https://wa.me/919876543210' } });
    fireEvent.change(screen.getByLabelText('Telegram link'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('₹ for one euro'), { target: { value: '90.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(await screen.findByText('Site settings saved')).toBeTruthy();
    const sent = calls.filter((call) => call.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ whatsapp_url: 'https://wa.me/919876543210', telegram_url: null, support_phone: null, usd_rate: 83.5, eur_rate: 90.25 });
  });
});
