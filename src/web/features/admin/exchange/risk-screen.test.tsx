import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExposureBoard, ExposureMarket } from '@shared/schemas/risk';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { BetTickerScreen } from './bet-ticker-screen';
import { RiskScreen } from './risk-screen';

const market = (overrides: Partial<ExposureMarket>): ExposureMarket => ({
  market_id: 1,
  event_id: 10,
  event: 'India v Australia',
  sport: 'cricket',
  in_play: false,
  start_time: '2026-11-26T10:00:00.000Z',
  name: 'Match Odds',
  type: 'match_odds',
  status: 'OPEN',
  outcomes: [],
  bands: [],
  worst_case: 0,
  best_case: 0,
  house_held: 0,
  matched_volume: 0,
  unmatched_volume: 0,
  house_offers: 0,
  players: 0,
  top_players: [],
  ...overrides,
});

const board: ExposureBoard = {
  markets: [
    market({
      market_id: 2,
      name: '10 Over Runs',
      type: 'fancy',
      bands: [
        { from: 0, to: 57, profit: 500 },
        { from: 58, to: 58, profit: 1500 },
        { from: 59, to: null, profit: -500 },
      ],
      worst_case: -500,
      best_case: 1500,
    }),
    market({
      outcomes: [
        { runner_id: 1, name: 'India', profit: -1490 },
        { runner_id: 2, name: 'Australia', profit: 1510 },
      ],
      worst_case: -1490,
      best_case: 1510,
      matched_volume: 1700,
      players: 5,
      top_players: [{ user_id: 7, username: 'ravi', exposure: 1000 }],
    }),
  ],
  totals: { markets: 2, worst_case: -1990, house_held: 3000, matched_volume: 3200, unmatched_volume: 300 },
  top_players: [{ user_id: 7, username: 'ravi', exposure: 1000, markets: 1 }],
  shared_bank_accounts: [
    {
      account_number: '501011223344',
      ifsc_code: 'HDFC0000001',
      players: [
        { user_id: 7, username: 'ravi' },
        { user_id: 9, username: 'ravi_again' },
      ],
    },
  ],
  generated_at: '2026-11-26T10:00:00.000Z',
};

describe('Risk screen', () => {
  it('shows the house per outcome in the board’s order (most exposed first), and suspends a market and its event in one click each', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/risk/exposure': () => ok(board),
      'POST /api/admin/markets/1/status': () => ok({ market: {} }, 'Market suspended'),
      'POST /api/admin/events/10/status': () => ok({ event_id: 10, status: 'SUSPENDED', market_ids: [1, 2] }, '2 markets suspended'),
    });
    const user = userEvent.setup();
    renderWithProviders(<RiskScreen />);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['India v Australia · 10 Over Runs', 'India v Australia · Match Odds']);
    const odds = cards[1] as HTMLElement;
    expect(within(odds).getByRole('row', { name: /India/ }).textContent).toContain('-₹1,490.00');
    expect(within(cards[0] as HTMLElement).getByRole('row', { name: /59 and above/ }).textContent).toContain('-₹500.00');
    expect(screen.getByRole('region', { name: 'Most exposed players' }).textContent).toContain('ravi');
    // A bank account two players registered is flagged, with links to both players' pages.
    const shared = screen.getByRole('list', { name: 'Shared bank accounts' });
    expect(shared.textContent).toContain('501011223344 · HDFC0000001');
    expect(within(shared).getByRole('link', { name: 'ravi_again' }).getAttribute('href')).toBe('/admin/players/9');

    await user.click(within(odds).getByRole('button', { name: 'Suspend market India v Australia · Match Odds' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/markets/1/status')).toBe(true));
    expect(calls.find((call) => call.path === '/api/admin/markets/1/status')?.body).toEqual({ status: 'SUSPENDED' });

    // Every market of the event is open: suspending it makes sense, reopening it does not.
    expect(within(odds).queryByRole('button', { name: 'Reopen event India v Australia' })).toBeNull();
    await user.click(within(odds).getByRole('button', { name: 'Suspend event India v Australia' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/admin/events/10/status')?.body).toEqual({ status: 'SUSPENDED' }));
  });

  it('offers only Reopen event once every market of the event is suspended', async () => {
    signInOperator();
    const suspended = { ...board, markets: board.markets.map((each) => ({ ...each, status: 'SUSPENDED' as const })) };
    mockFetch({ 'GET /api/admin/risk/exposure': () => ok(suspended) });
    renderWithProviders(<RiskScreen />);
    const cards = await screen.findAllByRole('article');
    const card = cards[0] as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Reopen event India v Australia' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Suspend event India v Australia' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Reopen market India v Australia · 10 Over Runs' })).toBeTruthy();
  });
});

describe('Bet ticker screen', () => {
  const bet = (id: number, stake: number, isLarge: boolean) => ({
    id,
    placed_at: '2026-11-26T10:00:00.000Z',
    user_id: 7,
    username: 'ravi',
    event_id: 10,
    event: 'India v Australia',
    market_id: 1,
    market: 'Match Odds',
    market_type: 'match_odds',
    runner_id: 1,
    runner: 'India',
    side: 'back',
    price: 1.99,
    line: null,
    stake,
    matched_stake: stake,
    status: 'matched',
    is_large: isLarge,
  });

  it('highlights large bets, filters by minimum stake and saves the threshold', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/bets': () =>
        ok({ bets: [bet(2, 20_000, true), bet(1, 100, false)], page: 1, page_size: 50, has_more: false, large_bet_threshold: 10_000 }),
      'GET /api/admin/markets': () => ok({ markets: [] }),
      'GET /api/admin/risk/settings': () => ok({ large_bet_threshold: 10_000 }),
      'PUT /api/admin/risk/settings': () => ok({ large_bet_threshold: 5000 }, 'Large bet threshold saved'),
    });
    const user = userEvent.setup();
    renderWithProviders(<BetTickerScreen />);

    const large = await screen.findByRole('listitem', { name: 'Large bet 2' });
    expect(large.textContent).toContain('₹20,000.00');
    expect(screen.queryByRole('listitem', { name: 'Large bet 1' })).toBeNull();

    await user.type(screen.getByLabelText('Minimum stake (₹)'), '500');
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/admin/bets') && call.path.includes('min_stake=500'))).toBe(true));

    await user.type(screen.getByLabelText('Highlight bets from (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Threshold must be at least ₹1')).toBeTruthy();
    await user.clear(screen.getByLabelText('Highlight bets from (₹)'));
    await user.type(screen.getByLabelText('Highlight bets from (₹)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ large_bet_threshold: 5000 }));
  });
});
