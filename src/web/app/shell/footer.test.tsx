import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { ContactBanner } from './contact-banner';
import { Footer } from './footer';

// Support links are the operator's: shown with their address when set, absent when not.

const siteSettings = (links: { whatsapp_url: string | null; telegram_url: string | null }) =>
  mockFetch({ 'GET /api/site-settings': () => ok({ site_settings: { ...links, usd_rate: null, eur_rate: null } }) });

describe('support links', () => {
  it('link to the operator’s WhatsApp and Telegram', async () => {
    siteSettings({ whatsapp_url: 'https://wa.me/919876543210', telegram_url: 'https://t.me/lotus_help' });
    renderWithProviders(
      <>
        <ContactBanner />
        <Footer />
      </>,
    );
    expect((await screen.findByRole('link', { name: 'WhatsApp' })).getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/lotus_help');
    expect(screen.getByRole('link', { name: /Get Instant ID On Whatsapp/ }).getAttribute('href')).toBe('https://wa.me/919876543210');
  });

  it('are hidden when the operator set none, never a bare https://wa.me/', async () => {
    const calls = siteSettings({ whatsapp_url: null, telegram_url: null });
    renderWithProviders(
      <>
        <ContactBanner />
        <Footer />
      </>,
    );
    await screen.findByText(/Curacao/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.some((call) => call.path === '/api/site-settings')).toBe(true);
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();
    expect(document.querySelector('a[href^="https://wa.me"], a[href^="https://t.me"]')).toBeNull();
  });
});
