import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Bet, BetSummary } from '@shared/schemas/bets';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import type { DateRange, HistoryQuery } from '../history-filters';
import { betKeys } from './keys';

// GET /api/bets/history: the player's bets and casino rounds filtered by the server (tab,
// dates, sport, status, search), a page at a time, with the five cards' summary over every bet the filters select.

export const HISTORY_PAGE_SIZE = 50;
/** The Analysis tab reads up to this many bets of the range (the server's largest page). */
export const ANALYSIS_PAGE_SIZE = 200;

export type BetHistory = { bets: Bet[]; summary: BetSummary; page: number; page_size: number; total: number };

export async function fetchBetHistory(query: HistoryQuery & { page_size?: number }, signal?: AbortSignal): Promise<BetHistory> {
  return api.get<BetHistory>('/api/bets/history', {
    signal,
    query: {
      from: query.from,
      to: query.to,
      sport: query.sport,
      status: query.status,
      kind: query.kind,
      search: query.search,
      page: query.page,
      page_size: query.page_size ?? HISTORY_PAGE_SIZE,
    },
    fallbackMessage: 'Failed to load bet history',
  });
}

export const betHistoryQueryOptions = (userId: number | undefined, query: HistoryQuery) =>
  queryOptions({
    queryKey: betKeys.history(userId, query),
    queryFn: ({ signal }) => fetchBetHistory(query, signal),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });

export function useBetHistory(query: HistoryQuery) {
  const { user } = useSession();
  return useQuery(betHistoryQueryOptions(user?.id, query));
}

/** Every bet of the range (up to ANALYSIS_PAGE_SIZE) for the Analysis tab. */
export function useBetAnalysis(range: DateRange & { sport?: string | undefined }, isEnabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: betKeys.analysis(user?.id, range),
    queryFn: ({ signal }) => fetchBetHistory({ ...range, status: 'all', kind: 'all', page: 1, page_size: ANALYSIS_PAGE_SIZE }, signal),
    enabled: user !== undefined && isEnabled,
  });
}
