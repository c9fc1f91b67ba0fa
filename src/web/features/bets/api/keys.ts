import type { HistoryKind, HistoryStatus } from '../history-filters';

// Query keys of the player's bets: one root, invalidated by every placement and cancel.

export type DateRange = { from?: string | undefined; to?: string | undefined };
export type HistoryQuery = DateRange & {
  sport?: string | undefined;
  status: HistoryStatus;
  /** The tab: every bet, exchange bets only, or casino rounds only (filtered by the server). */
  kind: HistoryKind;
  search?: string | undefined;
  page: number;
};

export const betKeys = {
  all: ['bets'] as const,
  open: (userId: number | undefined, range: DateRange) => [...betKeys.all, 'open', userId, range] as const,
  history: (userId: number | undefined, query: HistoryQuery) => [...betKeys.all, 'history', userId, query] as const,
  analysis: (userId: number | undefined, range: DateRange & { sport?: string | undefined }) => [...betKeys.all, 'analysis', userId, range] as const,
  pnl: (userId: number | undefined, range: DateRange) => [...betKeys.all, 'pnl', userId, range] as const,
};
