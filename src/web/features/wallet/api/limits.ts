import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletLimits } from '@shared/schemas/wallet';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { walletKeys } from './wallet-keys';

// GET /api/wallet/limits: the player's daily deposit and withdrawal limits and what is left today.

export function fetchWalletLimits(signal?: AbortSignal): Promise<WalletLimits> {
  return api.get<WalletLimits>('/api/wallet/limits', { signal, fallbackMessage: 'Failed to fetch limits' });
}

export const walletLimitsQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: walletKeys.limits(userId), queryFn: ({ signal }) => fetchWalletLimits(signal), enabled: userId !== undefined, staleTime: 10_000 });

export function useWalletLimits() {
  const { user } = useSession();
  return useQuery(walletLimitsQueryOptions(user?.id));
}
