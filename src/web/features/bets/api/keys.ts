import { queryRoots } from '@web/lib/query-keys';
import type { DateRange, HistoryQuery } from '../history-filters';

// Query keys of the player's bets: one root, invalidated by every placement and cancel.

export const betKeys = {
  all: queryRoots.bets,
  open: (userId: number | undefined, range: DateRange) => [...betKeys.all, 'open', userId, range] as const,
  history: (userId: number | undefined, query: HistoryQuery) => [...betKeys.all, 'history', userId, query] as const,
  analysis: (userId: number | undefined, range: DateRange & { sport?: string | undefined }) => [...betKeys.all, 'analysis', userId, range] as const,
  pnl: (userId: number | undefined, range: DateRange) => [...betKeys.all, 'pnl', userId, range] as const,
};
