import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReferrals, Promotion } from '@shared/schemas/promotions';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@web/i18n/i18n';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

// GET /api/promotions/active, POST /api/promotions/redeem and GET /api/referrals/me.

/** The live promotions by language: their titles and descriptions come in the operator's version for it. */
export const promotionKeys = {
  allActive: ['promotions', 'active'] as const,
  active: (language: Language) => ['promotions', 'active', language] as const,
  referrals: (userId: number | undefined) => ['referrals', 'me', userId] as const,
};

export function useActivePromotions() {
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.active(useLanguage()),
      queryFn: async ({ signal }) =>
        (await api.get<{ promotions: Promotion[] }>('/api/promotions/active', { signal, fallbackMessage: 'Failed to load promotions' })).promotions,
      staleTime: 30_000,
    }),
  );
}

export function useRedeemPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.send<{ status: 'granted' | 'awaiting_deposit' }>('POST', '/api/promotions/redeem', { code }, { fallbackMessage: 'Failed to redeem the code' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
      void queryClient.invalidateQueries({ queryKey: queryRoots.balance });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.allActive });
    },
  });
}

export function useMyReferrals() {
  const { user } = useSession();
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.referrals(user?.id),
      queryFn: ({ signal }) => api.get<MyReferrals>('/api/referrals/me', { signal, fallbackMessage: 'Failed to load Refer & Earn' }),
      enabled: user !== undefined,
    }),
  );
}
