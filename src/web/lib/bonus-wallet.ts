import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusWallet } from '@shared/schemas/promotions';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@web/i18n/i18n';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { walletKeys } from '@web/lib/wallet';

// GET /api/promotions/bonuses: each bonus with its wagering progress and rules (the wallet shows
// it; redeeming a promotion refreshes it). Under the wallet's key, so the wallet's refresh takes it
// too; by language, as promotions' titles come in the operator's version for it.

export const bonusWalletKey = (userId: number | undefined, language?: Language) =>
  language === undefined ? ([...walletKeys.all, 'bonuses', userId] as const) : ([...walletKeys.all, 'bonuses', userId, language] as const);

export const bonusWalletQueryOptions = (userId: number | undefined, language: Language) =>
  queryOptions({
    queryKey: bonusWalletKey(userId, language),
    queryFn: async ({ signal }) => api.get<BonusWallet>('/api/promotions/bonuses', { signal, fallbackMessage: 'Failed to load your bonuses' }),
    enabled: userId !== undefined,
    staleTime: 10_000,
  });

export function useBonusWallet() {
  const { user } = useSession();
  return useQuery(bonusWalletQueryOptions(user?.id, useLanguage()));
}
