import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from '@web/i18n/i18n';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { FairnessPage } from './fairness-page';
import { MinesPage } from './mines-page';

// The house games speak the site's language: their texts come from the games catalog (loaded
// with the /play routes), the server's refusals from the API table, and every call asks for the
// language in Accept-Language.

const seeds = { server_seed_hash: 'a1b2c3', server_seed: null, client_seed: 'lucky', nonce: 4 };
const session = { user_id: 9, balance: 1500, expires_at: '2026-11-22T12:00:00Z', is_expired: false, fairness: seeds };

beforeEach(async () => {
  await activateLanguage('hi', { remember: false });
  await loadCatalogs('games', 'tables');
});
afterEach(async () => {
  await activateLanguage('en', { remember: false });
});

describe('the house games in Hindi', () => {
  it('draws Mines in Hindi, asks the API in Hindi and shows its refusal in Hindi', async () => {
    const calls = mockFetch({
      'GET /api/casino/house/session': () => ok(session),
      'GET /api/casino/house/mines/active': () => ok({ round: null }),
      'POST /api/casino/house/mines/start': () => fail(409, 'Finish your open Mines game first', 'CONFLICT'),
    });
    renderWithProviders(<MinesPage />);
    expect(await screen.findByText('बैलेंस', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText('स्टेक (₹)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'फ़ेयरनेस' })).toBeTruthy();
    expect(screen.getByText('सर्वर सीड हैश: a1b2c3')).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'माइंस का मैदान' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'बेट लगाएँ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('पहले अपना चालू Mines गेम पूरा करें');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.headers['accept-language']).toBe('hi');
  });

  it('draws the Fairness page in Hindi, statuses included', async () => {
    const round = {
      id: 31,
      game: 'dice',
      stake: 10,
      payout: 19.6,
      multiplier: 1.96,
      status: 'won',
      params: { target: 50, direction: 'under' },
      result: { roll: 12.34 },
      cashout_multiplier: null,
      fairness: seeds,
      created_at: '2026-11-22T10:00:00Z',
    };
    mockFetch({
      'GET /api/casino/fairness': () => ok({ active: seeds, previous: [] }),
      'GET /api/casino/fairness/rounds': () => ok({ rounds: [round], total: 1, page: 1, page_size: 10 }),
      'GET /api/casino/fairness/shared-bets': () => ok({ bets: [], total: 0 }),
    });
    renderWithProviders(<FairnessPage />, { route: '/play/fairness?from=mines' });
    expect(screen.getByRole('heading', { name: 'फ़ेयरनेस', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'खेलें' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'आपके सीड' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सीड बदलें' })).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Dice राउंड 31' })).toBeTruthy();
    expect(screen.getByText('जीती')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'सभी गेम' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'कार्ड टेबल' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'वेरिफ़ाई करें' }));
    expect(await screen.findByText('इस राउंड का सर्वर सीड अभी गुप्त है। इसे देखने के लिए ऊपर सीड बदलें, फिर वेरिफ़ाई करें।')).toBeTruthy();
  });
});
