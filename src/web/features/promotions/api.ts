import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReferrals, Promotion } from '@shared/schemas/promotions';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

// GET /api/promotions/active, POST /api/promotions/redeem and GET /api/referrals/me.

export const promotionKeys = { active: ['promotions', 'active'] as const, referrals: (userId: number | undefined) => ['referrals', 'me', userId] as const };

export function useActivePromotions() {
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.active,
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
      void queryClient.invalidateQueries({ queryKey: promotionKeys.active });
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
