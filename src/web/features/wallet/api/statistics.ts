import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStatistics } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { walletKeys } from '@web/lib/wallet';

// GET /api/user/statistics: lifetime deposits, withdrawals and betting figures for the Summary tab.

export async function fetchStatistics(signal?: AbortSignal): Promise<UserStatistics> {
  const data = await api.get<{ statistics: UserStatistics }>('/api/user/statistics', { signal, fallbackMessage: 'Failed to fetch summary' });
  return data.statistics;
}

export const statisticsQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: walletKeys.statistics(userId), queryFn: ({ signal }) => fetchStatistics(signal), enabled: userId !== undefined, staleTime: 10_000 });

export function useStatistics() {
  const { user } = useSession();
  return useQuery(statisticsQueryOptions(user?.id));
}
