import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage, loadExtraCatalog } from '@web/i18n/i18n';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { testPlayer } from '@web/test/players';
import { renderWithProviders } from '@web/test/render';
import { ResponsibleGamblingPage } from './responsible-gambling-page';

const limit = (period: string, value: number | null, pending: { limit: number | null; applies_at: string } | null = null) => ({
  period,
  limit: value,
  used: 0,
  left: value,
  pending,
});

const settings = {
  deposit_limit_24h: 1000,
  deposit_limit_7d: null,
  deposit_limit_30d: null,
  reality_check_minutes: 30,
  limits: [limit('24h', 1000, { limit: 5000, applies_at: '2026-11-27T08:35:00.000Z' }), limit('7d', null), limit('30d', null)],
  deposit_left: 1000,
  block: null,
};

function renderPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  startSession(testPlayer, 'token-1');
  const calls = mockFetch({ 'GET /api/user/responsible-gambling': () => ok({ responsible_gambling: settings }), ...handlers });
  renderWithProviders(<ResponsibleGamblingPage />, { route: '/responsible-gambling' });
  return calls;
}

describe('Responsible Gambling page', () => {
  it('shows each limit with a raise waiting and when it applies, and the reality check chosen', async () => {
    renderPage();
    expect(await screen.findByText('Raise to ₹5,000.00 from 27 Nov 2026, 02:05 pm.')).toBeTruthy();
    expect(screen.getByLabelText('Per 24 hours (₹)')).toHaveProperty('value', '1000');
    expect(screen.getByLabelText('Every 30 minutes')).toHaveProperty('checked', true);
    expect(screen.getByText('Help in India')).toBeTruthy();
    expect(screen.getByText(/14416/)).toBeTruthy();
  });

  it('refuses a malformed limit in the form, and sends empty fields as no limit', async () => {
    const calls = renderPage({ 'PUT /api/user/responsible-gambling': () => ok({ responsible_gambling: settings }, 'Responsible gambling settings saved') });
    const field = await screen.findByLabelText('Per 7 days (₹)');
    fireEvent.change(field, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(/A deposit limit must be between ₹0 and/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: '2,500' } });
    fireEvent.change(screen.getByLabelText('Per 24 hours (₹)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ deposit_limit_24h: null, deposit_limit_7d: 2500, deposit_limit_30d: null }),
    );
  });

  it('asks before a time-out, saying it cannot be undone, then starts it', async () => {
    const calls = renderPage({
      'POST /api/user/responsible-gambling/time-out': () =>
        ok({ block: { kind: 'time_out', started_at: '2026-11-20T08:35:00.000Z', ends_at: '2026-11-27T08:35:00.000Z' }, cancelled_markets: 0 }),
    });
    const section = (await screen.findByText('Time-out')).closest('section');
    if (!section) throw new Error('no time-out section');
    fireEvent.click(within(section).getByRole('button', { name: '7 days' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('This cannot be undone: neither you nor our support can shorten or lift it.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start time-out' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/user/responsible-gambling/time-out', body: { days: 7 } }),
    );
    expect(await screen.findByText('Your time-out runs until 27 Nov 2026, 02:05 pm.')).toBeTruthy();
  });

  it('shows the server’s refusal of a shorter self-exclusion', async () => {
    renderPage({
      'POST /api/user/responsible-gambling/self-exclusion': () =>
        fail(422, 'You are already on a self-exclusion until 27 May 2027, 14:05 IST. It cannot be shortened or lifted; only a longer one can replace it.'),
    });
    const section = (await screen.findByText('Self-exclusion')).closest('section');
    if (!section) throw new Error('no self-exclusion section');
    fireEvent.click(within(section).getByRole('button', { name: '6 months' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start self-exclusion' }));
    expect(await screen.findByText(/It cannot be shortened or lifted/)).toBeTruthy();
  });

  it('scores the self-assessment once every question is answered', async () => {
    renderPage();
    await screen.findByText('Self-assessment');
    const button = screen.getByRole('button', { name: 'See my score' });
    expect(button).toHaveProperty('disabled', true);
    for (let question = 0; question < 9; question++) {
      const answers = screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).name === `pgsi-${question}`);
      fireEvent.click(answers[question < 3 ? 1 : 0] as HTMLElement);
    }
    fireEvent.click(button);
    expect(screen.getByText('Score 3 of 27: Moderate risk')).toBeTruthy();
  });

  it('speaks Hindi when the site does: limits, reality check, breaks and the self-assessment', async () => {
    await activateLanguage('hi', { remember: false });
    await loadExtraCatalog();
    try {
      renderPage();
      expect(await screen.findByText('27 नव॰ 2026, 02:05 pm से ₹5,000.00 तक बढ़ेगी।')).toBeTruthy();
      expect(screen.getByLabelText('प्रति 24 घंटे (₹)')).toHaveProperty('value', '1000');
      expect(screen.getByLabelText('हर 30 मिनट')).toHaveProperty('checked', true);
      expect(screen.getByRole('heading', { name: 'भारत में मदद' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '7 दिन' })).toBeTruthy();
      expect(screen.getAllByLabelText('कभी नहीं')).toHaveLength(9);
      expect(screen.queryByText('Save limits')).toBeNull();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });
});
