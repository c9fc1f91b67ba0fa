import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bet, PlacedBet } from '@shared/schemas/bets';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import type { DateRange } from '../history-filters';
import { betKeys } from './keys';

// GET /api/bets/user: the player's open bets (unmatched, partially matched and matched, not yet
// settled), newest first; POST /api/bets/{id}/cancel cancels the unmatched part.

export const OPEN_BETS_REFRESH_MS = 15_000;

export async function fetchOpenBets(filter: DateRange, signal?: AbortSignal): Promise<Bet[]> {
  const data = await api.get<{ bets: Bet[] }>('/api/bets/user', {
    signal,
    query: { from: filter.from, to: filter.to },
    fallbackMessage: 'Failed to load open bets',
  });
  return data.bets;
}

export const openBetsQueryOptions = (userId: number | undefined, filter: DateRange = {}) =>
  queryOptions({
    queryKey: betKeys.open(userId, filter),
    queryFn: ({ signal }) => fetchOpenBets(filter, signal),
    enabled: userId !== undefined,
    refetchInterval: OPEN_BETS_REFRESH_MS,
    staleTime: 5_000,
  });

export function useOpenBets(filter: DateRange = {}) {
  const { user } = useSession();
  return useQuery(openBetsQueryOptions(user?.id, filter));
}

export async function cancelBet(betId: number): Promise<PlacedBet> {
  const { data } = await api.send<{ bet: PlacedBet }>('POST', `/api/bets/${betId}/cancel`, undefined, { fallbackMessage: 'Failed to cancel bet' });
  return data.bet;
}

export function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBet,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.balance });
      // The market's book lost the resting order and the player's position moved.
      void queryClient.invalidateQueries({ queryKey: queryRoots.exchange });
    },
  });
}
