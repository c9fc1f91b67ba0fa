import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bet } from '@shared/schemas/bets';
import { endSession, startSession } from '@web/lib/session';
import { mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { BetHistoryPage } from './bet-history-page';
import { todayInIndia } from '@web/lib/india-dates';

const player = {
  id: 7,
  username: 'lotus123456',
  display_name: 'Ravi',
  phone_number: '',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 25000,
  bonus_balance: 0,
  available_credit: 25000,
  net_exposure: 0,
};

const bet = (id: number, overrides: Partial<Bet>): Bet => ({
  id,
  kind: 'sports',
  ref: `bet:${id}`,
  commission: 0,
  detail: null,
  market_id: 1,
  event_id: 1,
  sport: 'cricket',
  event: 'India v Australia',
  market: 'Match Odds',
  market_type: 'match_odds',
  runner_id: 1,
  selection: 'India',
  side: 'back',
  price: 2,
  line: null,
  stake: 1000,
  matched_stake: 1000,
  unmatched_stake: 0,
  avg_price: 2,
  status: 'won',
  profit: 1000,
  placed_at: '2026-11-10T10:00:00Z',
  settled_at: '2026-11-10T12:00:00Z',
  ...overrides,
});

const bets = [
  bet(1, {}),
  bet(2, {
    sport: 'tennis',
    event: 'Carlos Alcaraz v Jannik Sinner',
    selection: 'Jannik Sinner',
    status: 'lost',
    profit: -500,
    stake: 500,
    matched_stake: 500,
    placed_at: '2026-10-05T10:00:00Z',
  }),
];
const casinoRound = bet(3, {
  kind: 'casino',
  ref: 'dice:3',
  sport: 'casino',
  event: 'Dice',
  market: 'Lotus Originals',
  market_type: 'casino',
  selection: 'Over 50.00',
  price: 1.98,
  avg_price: 1.98,
  stake: 100,
  matched_stake: 100,
  profit: 98,
});
const matkaBet = bet(31, {
  kind: 'matka',
  ref: 'matka:31',
  sport: 'matka',
  event: 'KALYAN',
  market: 'Matka 28/11 Open',
  market_type: 'matka',
  selection: 'Single 7',
  price: 9.5,
  avg_price: 9.5,
  stake: 10,
  matched_stake: 10,
  status: 'awaiting_result',
  profit: null,
  detail: { key: 'matka', values: { bet_type: 'single', number: '7', draw_date: '2026-11-28', session: 'open' } },
});
const summary = { total_bets: 2, bets_won: 1, bets_lost: 1, win_rate: 50, total_staked: 1500, net_profit: 500 };

/** The server stand-in: filters by status and search like the real one, and records every query. */
function serve(): MockCall[] {
  return mockFetch({
    'GET /api/bets/history': (call) => {
      const query = new URL(call.path, 'http://localhost').searchParams;
      const status = query.get('status') ?? 'all';
      const search = (query.get('search') ?? '').toLowerCase();
      const kind = query.get('kind') ?? 'all';
      if (kind === 'matka') return ok({ bets: [matkaBet], summary: { ...summary, total_bets: 1 }, page: 1, page_size: 50, total: 1 });
      if (kind === 'casino')
        return ok({
          bets: [casinoRound],
          summary: { ...summary, total_bets: 1, bets_lost: 0, win_rate: 100, total_staked: 100, net_profit: 98 },
          page: 1,
          page_size: 50,
          total: 1,
        });
      const found = bets.filter(
        (entry) => (status === 'all' || entry.status === status) && (search === '' || `${entry.event} ${entry.selection}`.toLowerCase().includes(search)),
      );
      return ok({
        bets: found,
        summary: found.length === bets.length ? summary : { ...summary, total_bets: found.length },
        page: 1,
        page_size: 50,
        total: found.length,
      });
    },
  });
}

const lastQuery = (calls: MockCall[]) =>
  new URL(calls.filter((call) => call.path.startsWith('/api/bets/history')).at(-1)?.path ?? '/', 'http://localhost').searchParams;

beforeEach(() => startSession(player, 'token-abcdefghijklmnopqrstuvwxyz'));
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('bet history', () => {
  it("shows the five cards from the server's summary", async () => {
    serve();
    renderWithProviders(<BetHistoryPage />);
    expect(await screen.findByText('Carlos Alcaraz v Jannik Sinner · Match Odds')).toBeTruthy();
    const card = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(card('Total Bets')).toBe('2');
    expect(card('Bets Won')).toBe('1');
    expect(card('Win Rate')).toBe('50.0%');
    expect(card('Total Staked')).toBe('₹1,500.00');
    expect(card('Net Profit')).toBe('+₹500.00');
  });

  it('filters by status on the server', async () => {
    const calls = serve();
    renderWithProviders(<BetHistoryPage />);
    await screen.findByText('India v Australia · Match Odds');
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'lost');
    await waitFor(() => expect(screen.queryByText('India v Australia · Match Odds')).toBeNull());
    expect(screen.getByText('Carlos Alcaraz v Jannik Sinner · Match Odds')).toBeTruthy();
    expect(lastQuery(calls).get('status')).toBe('lost');
  });

  it('searches event and selection once typing pauses', async () => {
    const calls = serve();
    renderWithProviders(<BetHistoryPage />);
    await screen.findByText('India v Australia · Match Odds');
    await userEvent.setup().type(screen.getByLabelText('Search'), 'sinner');
    await waitFor(() => expect(screen.queryByText('India v Australia · Match Odds')).toBeNull());
    expect(lastQuery(calls).get('search')).toBe('sinner');
  });

  it('applies the time filter and the type as real server filters', async () => {
    const calls = serve();
    renderWithProviders(<BetHistoryPage />);
    await screen.findByText('India v Australia · Match Odds');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lastQuery(calls).get('from')).toBe(todayInIndia()));
    await user.selectOptions(screen.getByLabelText('Type'), 'tennis');
    await waitFor(() => expect(lastQuery(calls).get('sport')).toBe('tennis'));
    expect(lastQuery(calls).get('from')).toBe(todayInIndia());
  });

  it('asks the server for the Casino tab: its rounds, and the cards over them', async () => {
    const calls = serve();
    renderWithProviders(<BetHistoryPage />);
    await screen.findByText('India v Australia · Match Odds');
    expect(lastQuery(calls).get('kind')).toBe('all');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Casino' }));
    expect(await screen.findByText('Dice · Lotus Originals')).toBeTruthy();
    expect(screen.queryByText('India v Australia · Match Odds')).toBeNull();
    expect(lastQuery(calls).get('kind')).toBe('casino');
    const card = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(card('Total Bets')).toBe('1');
    expect(card('Net Profit')).toBe('+₹98.00');
    expect(screen.getByTestId('history-counts').textContent).toBe('Net Profit: the casino rounds listed, by the day placed: winnings minus stakes.');
  });

  it('lists Matka bets on a tab of their own, waiting for their draw (not Matched)', async () => {
    const calls = serve();
    renderWithProviders(<BetHistoryPage />);
    await screen.findByText('India v Australia · Match Odds');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Matka' }));
    expect(await screen.findByText('KALYAN · Draw of 28 Nov · Open')).toBeTruthy();
    expect(lastQuery(calls).get('kind')).toBe('matka');
    const row = screen.getByRole('list', { name: 'Bets' }).querySelector('li');
    expect(row?.textContent).toContain('Matka');
    expect(row?.textContent).toContain('Single 7');
    expect(row?.textContent).toContain('Awaiting result');
    expect(row?.textContent).not.toContain('Matched');
  });

  it('pages by the tab’s own total', async () => {
    const calls = mockFetch({
      'GET /api/bets/history': (call) => {
        const query = new URL(call.path, 'http://localhost').searchParams;
        const total = query.get('kind') === 'sports' ? 120 : 130;
        return ok({ bets: [bet(Number(query.get('page') ?? 1), {})], summary: { ...summary, total_bets: total }, page: 1, page_size: 50, total });
      },
    });
    renderWithProviders(<BetHistoryPage />);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(calls).get('page')).toBe('2'));
    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    await waitFor(() => expect(lastQuery(calls).get('kind')).toBe('sports'));
    expect(lastQuery(calls).get('page')).toBe('1');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
  });

  it('analyses the real bets by month and sport', async () => {
    serve();
    renderWithProviders(<BetHistoryPage />);
    await screen.findByText('India v Australia · Match Odds');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Analysis' }));
    expect(await screen.findByRole('heading', { name: 'Monthly Performance' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Nov 2026 1 ₹1,000.00 \+₹1,000.00/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Oct 2026 1 ₹500.00 -₹500.00/ })).toBeTruthy();
    expect(screen.getAllByText('50% · 1 bet')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Favourite Sports' })).getByText('Tennis')).toBeTruthy();
  });
});
