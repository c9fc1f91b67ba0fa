import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

// GET /api/user/balance (spec §4: refreshed every 30 s while signed in): the header's balance
// button, the account panel and sidebar, the profile page.

export type Balance = {
  main_balance: number;
  bonus_balance: number;
  net_exposure: number;
  total_balance: number;
  available_credit: number;
};

export const BALANCE_REFRESH_MS = 30_000;

export const balanceKeys = { all: queryRoots.balance };

export async function fetchBalance(signal?: AbortSignal): Promise<Balance> {
  const data = await api.get<{ balance: Balance }>('/api/user/balance', { signal, fallbackMessage: 'Failed to fetch balance' });
  return data.balance;
}

export const balanceQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...balanceKeys.all, userId] as const,
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled: userId !== undefined,
    refetchInterval: BALANCE_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 5_000,
  });

/**
 * The signed-in player's balance. `refresh` never starts a second request while one is in
 * flight (spec §4: overlapping fetches are blocked).
 */
export function useBalance() {
  const { user } = useSession();
  const query = useQuery(balanceQueryOptions(user?.id));
  const refresh = () => {
    if (query.isFetching) return;
    void query.refetch({ cancelRefetch: false });
  };
  return { ...query, refresh };
}
