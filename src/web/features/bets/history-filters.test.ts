import { describe, expect, it } from 'vitest';
import type { Bet } from '@shared/schemas/bets';
import { favouriteSports, historyQuery, monthlyPerformance, timeFilterStart, type HistoryForm } from './history-filters';

// 22 Nov 2026, 01:00 in India (still 21 Nov in UTC): India dates must win.
const now = new Date('2026-11-21T19:30:00Z');
const form: HistoryForm = { from: '', to: '', sport: '', status: 'all', time: 'all', search: '', page: 1 };

const bet = (overrides: Partial<Bet>): Bet => ({
  id: 1,
  kind: 'sports',
  ref: 'bet:1',
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
  stake: 100,
  matched_stake: 100,
  unmatched_stake: 0,
  avg_price: 2,
  status: 'won',
  profit: 100,
  placed_at: '2026-11-10T10:00:00Z',
  settled_at: null,
  ...overrides,
});

describe('bet history filters', () => {
  it('starts the time filter on the India date: today, the last 7 days, the last 30 days', () => {
    expect(timeFilterStart('today', now)).toBe('2026-11-22');
    expect(timeFilterStart('week', now)).toBe('2026-11-16');
    expect(timeFilterStart('month', now)).toBe('2026-10-24');
    expect(timeFilterStart('all', now)).toBeUndefined();
  });

  it('narrows the date range by the time filter, keeping the later start', () => {
    expect(historyQuery({ ...form, from: '2026-11-01', time: 'week' }, now).from).toBe('2026-11-16');
    expect(historyQuery({ ...form, from: '2026-11-20', time: 'week' }, now).from).toBe('2026-11-20');
    expect(historyQuery({ ...form, to: '2026-11-18' }, now)).toMatchObject({ from: undefined, to: '2026-11-18' });
  });

  it('sends status, sport and a trimmed search, and leaves empty ones out', () => {
    expect(historyQuery({ ...form, status: 'won', sport: 'tennis', search: '  Sinner ' }, now)).toMatchObject({
      status: 'won',
      sport: 'tennis',
      search: 'Sinner',
    });
    expect(historyQuery({ ...form, search: '   ' }, now)).toMatchObject({ search: undefined, sport: undefined });
  });

  it('sends the tab as the server filter, every bet by default', () => {
    expect(historyQuery(form, now).kind).toBe('all');
    expect(historyQuery(form, now, 'casino').kind).toBe('casino');
  });

  it('adds up bets, stake and profit per month, newest first', () => {
    const months = monthlyPerformance([
      bet({ placed_at: '2026-11-10T10:00:00Z', matched_stake: 100, profit: 100 }),
      bet({ placed_at: '2026-11-12T10:00:00Z', matched_stake: 250.5, profit: -250.5 }),
      bet({ placed_at: '2026-10-31T20:00:00Z', matched_stake: 300, profit: null }),
    ]);
    expect(months.map((month) => [month.month, month.bets, month.staked, month.profit])).toEqual([['2026-11', 3, 650.5, -150.5]]);
  });

  it('shares bets among sports, largest first', () => {
    const shares = favouriteSports([bet({ sport: 'cricket' }), bet({ sport: 'cricket' }), bet({ sport: 'football' })]);
    expect(shares).toEqual([
      { sport: 'cricket', label: 'Cricket', bets: 2, percent: 66.7 },
      { sport: 'football', label: 'Football', bets: 1, percent: 33.3 },
    ]);
  });
});
