import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardFromIndex, TABLE_GAMES } from '@shared/fairness';
import { activateLanguage, loadCatalogs } from '@web/i18n/i18n';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { DragonTigerPage } from './table-page';

// A card table as the API serves it (English rules, labels and results), read in Hindi.

const table = TABLE_GAMES['dragon-tiger'];
const now = Date.now();
const indexOf = (label: string) => Array.from({ length: 52 }, (_, i) => cardFromIndex(i)).findIndex((card) => card.label === label);

function snapshot() {
  const settled = table.deal([indexOf('9♠'), indexOf('4♥')]);
  return {
    server_time: new Date(now).toISOString(),
    game: 'dragon-tiger',
    title: table.title,
    rules: table.rules,
    bets: table.bets.map(({ key, label, pays, rtp }) => ({ key, label, pays, rtp })),
    max_win: { bet: 500_000, round: 2_000_000 },
    round: {
      id: 8,
      game: 'dragon-tiger',
      phase: 'betting',
      opens_at: new Date(now - 5_000).toISOString(),
      closes_at: new Date(now + 12_000).toISOString(),
      card_ms: 1000,
      deal_starts_at: null,
      deal_ends_at: null,
      cards: [],
      road: null,
      summary: null,
      multipliers: null,
      chain_id: 1,
      position: 8,
      hash: null,
    },
    road: [{ id: 7, road: settled.road, summary: settled.summary }],
  };
}

describe('a card table in Hindi', () => {
  beforeEach(async () => {
    await activateLanguage('hi', { remember: false });
    await loadCatalogs('games', 'tables');
  });
  afterEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it('shows the rules, bets, road and refusals in Hindi, and places a bet', async () => {
    expect(snapshot().road[0]?.summary).toBe('Dragon wins: 9♠ against 4♥');
    let attempts = 0;
    const bets: unknown[] = [];
    mockFetch({
      'GET /api/casino/house/session': () =>
        ok({ user_id: 9, balance: 1000, expires_at: new Date(now + 3_600_000).toISOString(), is_expired: false, fairness: {} }),
      'GET /api/casino/house/tables/dragon-tiger/state': () => ok(snapshot()),
      'GET /api/casino/house/tables/dragon-tiger/bets': () => ok({ bets }),
      'POST /api/casino/house/tables/dragon-tiger/bet': ({ body }) => {
        attempts += 1;
        if (attempts === 1) return fail(409, 'Betting for this round is closed', 'CONFLICT');
        bets.push({ id: 1, round_id: 8, bet_type: 'dragon', stake: 100, payout: 0, status: 'open', created_at: new Date(now).toISOString() });
        expect(body).toEqual({ round_id: 8, bet_type: 'dragon', stake: 100 });
        return ok({ bet_id: 1, balance: 900 });
      },
    });
    renderWithProviders(<DragonTigerPage />);

    expect(await screen.findByText('अपनी बेट लगाएँ')).toBeTruthy();
    expect(screen.getByText('राउंड #8')).toBeTruthy();
    // Bet names and payouts on the felt, rules and the house edge table under the rules.
    const felt = screen.getByRole('region', { name: 'बेट्स' });
    expect(within(felt).getByRole('button', { name: 'सूटेड टाई पर बेट, 50:1 मिलेगा' })).toBeTruthy();
    expect(screen.getByText('नियम और भुगतान')).toBeTruthy();
    expect(screen.getByText(/^आठ डेक, हर राउंड के लिए फेंटे जाते हैं।/)).toBeTruthy();
    expect(screen.getByText('किसी भी टाई पर टाई 11:1 देता है; सूटेड टाई (एक ही रैंक और सूट) 50:1 देता है।')).toBeTruthy();
    expect(screen.getByText('टाइगर काला', { selector: 'td' })).toBeTruthy();
    expect(screen.getByText('हाउस एज', { selector: 'th' })).toBeTruthy();
    expect(screen.queryByText(/Dragon|Tiger|Place your bets|Rules/)).toBeNull();
    // The road: the mark and the result in words.
    const road = screen.getByRole('region', { name: 'रोड' });
    const mark = within(road).getByRole('listitem');
    expect(mark.textContent).toBe('ड्रै');
    expect(mark.getAttribute('title')).toBe('ड्रैगन जीता: 9♠ बनाम 4♥');

    // A refusal as the API words it, then the bet placed.
    const dragon = within(felt).getByRole('button', { name: 'ड्रैगन पर बेट, 1:1 मिलेगा' });
    fireEvent.click(dragon);
    expect((await screen.findByText('इस राउंड की बेटिंग बंद हो चुकी है')).getAttribute('role')).toBe('alert');
    fireEvent.click(dragon);
    expect(await screen.findByText('राउंड #8 के लिए ड्रैगन पर ₹100.00 की बेट लग गई।')).toBeTruthy();
    const mine = screen.getByRole('region', { name: 'मेरी बेट्स' });
    expect(await within(mine).findByText('इंतज़ार')).toBeTruthy();
    expect(within(mine).getByText('ड्रैगन')).toBeTruthy();
  });
});
