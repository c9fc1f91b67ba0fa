import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '@shared/schemas/wallet';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { WALLET_REFRESH_MS, walletKeys } from './wallet-keys';

// GET /api/wallet/balance: main, bonus, exposure, total and available credit.

export const BALANCE_ERROR = 'Failed to fetch balance';

export async function fetchWalletBalance(signal?: AbortSignal): Promise<Balance> {
  const data = await api.get<{ balance: Balance }>('/api/wallet/balance', { signal, fallbackMessage: BALANCE_ERROR });
  return data.balance;
}

export const walletBalanceQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: walletKeys.balance(userId),
    queryFn: ({ signal }) => fetchWalletBalance(signal),
    enabled: userId !== undefined,
    refetchInterval: WALLET_REFRESH_MS,
    staleTime: 5_000,
  });

export function useWalletBalance() {
  const { user } = useSession();
  return useQuery(walletBalanceQueryOptions(user?.id));
}
