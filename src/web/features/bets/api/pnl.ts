import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pnl } from '@shared/schemas/bets';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import type { DateRange } from '../history-filters';
import { betKeys } from './keys';

// GET /api/bets/pnl?from=&to=: settled markets with profit, commission and net, by sport and total.

export async function fetchPnl(filter: DateRange, signal?: AbortSignal): Promise<Pnl> {
  return api.get<Pnl>('/api/bets/pnl', { signal, query: { from: filter.from, to: filter.to }, fallbackMessage: 'Failed to load profit and loss' });
}

export const pnlQueryOptions = (userId: number | undefined, filter: DateRange) =>
  queryOptions({
    queryKey: betKeys.pnl(userId, filter),
    queryFn: ({ signal }) => fetchPnl(filter, signal),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });

export function usePnl(filter: DateRange) {
  const { user } = useSession();
  return useQuery(pnlQueryOptions(user?.id, filter));
}
