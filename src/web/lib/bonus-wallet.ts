import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusWallet } from '@shared/schemas/promotions';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { walletKeys } from '@web/lib/wallet';

// GET /api/promotions/bonuses: each bonus with its wagering progress and rules (the wallet shows
// it; redeeming a promotion refreshes it). Under the wallet's key, so the wallet's refresh takes it too.

export const bonusWalletKey = (userId: number | undefined) => [...walletKeys.all, 'bonuses', userId] as const;

export const bonusWalletQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: bonusWalletKey(userId),
    queryFn: async ({ signal }) => api.get<BonusWallet>('/api/promotions/bonuses', { signal, fallbackMessage: 'Failed to load your bonuses' }),
    enabled: userId !== undefined,
    staleTime: 10_000,
  });

export function useBonusWallet() {
  const { user } = useSession();
  return useQuery(bonusWalletQueryOptions(user?.id));
}
