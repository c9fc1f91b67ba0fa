import { msg } from '@lingui/core/macro';
import type { Bet } from '@shared/schemas/bets';
import { shiftDate, todayInIndia } from '@web/lib/india-dates';

// Bet History's filters (spec §2) turned into the server's query, and the Analysis tab's
// figures from real bets. Dates are India dates (YYYY-MM-DD), as the server reads them.

export const historyStatuses = ['all', 'won', 'lost', 'pending'] as const;
export type HistoryStatus = (typeof historyStatuses)[number];

export const timeFilters = ['all', 'today', 'week', 'month'] as const;
export type TimeFilter = (typeof timeFilters)[number];

/** The type select: the spec's three sports, and every sport. */
export const sportTypes = [
  { value: '', label: msg`All Sports` },
  { value: 'cricket', label: msg`Cricket` },
  { value: 'football', label: msg`Football` },
  { value: 'tennis', label: msg`Tennis` },
] as const;

/** Bet History's bet tabs as the server filters them. */
export type HistoryKind = 'all' | 'sports' | 'casino' | 'matka';

/** A date range the server filters by (YYYY-MM-DD, India's calendar). */
export type DateRange = { from?: string | undefined; to?: string | undefined };
export type HistoryQuery = DateRange & {
  sport?: string | undefined;
  status: HistoryStatus;
  /** The tab: every bet, exchange bets only, or casino rounds only (filtered by the server). */
  kind: HistoryKind;
  search?: string | undefined;
  page: number;
};

export type HistoryForm = DateRange & { sport: string; status: HistoryStatus; time: TimeFilter; search: string; page: number };

/** Where the time filter starts: today, the last 7 days, the last 30 days, or no limit. */
export function timeFilterStart(time: TimeFilter, now: Date = new Date()): string | undefined {
  const today = todayInIndia(now);
  if (time === 'today') return today;
  if (time === 'week') return shiftDate(today, -6);
  if (time === 'month') return shiftDate(today, -29);
  return undefined;
}

/** The later of two optional YYYY-MM-DD dates. */
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** The server query for the form and tab: the date range narrowed by the time filter, search trimmed. */
export function historyQuery(form: HistoryForm, now: Date = new Date(), kind: HistoryKind = 'all'): HistoryQuery {
  const search = form.search.trim();
  return {
    kind,
    from: later(form.from || undefined, timeFilterStart(form.time, now)),
    to: form.to || undefined,
    sport: form.sport || undefined,
    status: form.status,
    search: search === '' ? undefined : search,
    page: form.page,
  };
}

const sportNames: Record<string, string> = {
  football: 'Football',
  soccer: 'Football',
  'winner-cup': 'Winner Cup',
  'fifa-cup-winner': 'FIFA Cup Winner',
  mma: 'MMA',
};

export function sportLabel(key: string): string {
  return sportNames[key] ?? key.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
}

export type MonthPerformance = { month: string; label: string; bets: number; staked: number; profit: number };

const monthLabel = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const monthKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Asia/Kolkata' });

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Bets, stake and settled profit per month (India time), newest month first. */
export function monthlyPerformance(bets: readonly Bet[]): MonthPerformance[] {
  const months = new Map<string, { label: string; bets: number; staked: number; profit: number }>();
  for (const bet of bets) {
    const placed = new Date(bet.placed_at);
    if (Number.isNaN(placed.getTime())) continue;
    const key = monthKey.format(placed);
    const entry = months.get(key) ?? { label: monthLabel.format(placed), bets: 0, staked: 0, profit: 0 };
    entry.bets += 1;
    entry.staked += toPaise(bet.matched_stake);
    entry.profit += toPaise(bet.profit ?? 0);
    months.set(key, entry);
  }
  return [...months]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, entry]) => ({ month, label: entry.label, bets: entry.bets, staked: entry.staked / 100, profit: entry.profit / 100 }));
}

export type SportShare = { sport: string; label: string; bets: number; percent: number };

/** Each sport's share of the bets, largest first; percents to one decimal. */
export function favouriteSports(bets: readonly Bet[]): SportShare[] {
  const counts = new Map<string, number>();
  for (const bet of bets) counts.set(bet.sport, (counts.get(bet.sport) ?? 0) + 1);
  const total = bets.length;
  return [...counts]
    .sort(([sportA, a], [sportB, b]) => b - a || sportA.localeCompare(sportB))
    .map(([sport, count]) => ({ sport, label: sportLabel(sport), bets: count, percent: total === 0 ? 0 : Math.round((count / total) * 1000) / 10 }));
}
