import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPromotion, CreatePromotionInput, OperatorBonusInput, ReferralSettings, UpdatePromotionInput } from '@shared/schemas/promotions';
import { adminApi } from '../shared/admin-session';
import { adminQueryRoots } from '../shared/query-roots';

// /api/admin/promotions (list, create, switch on or off, change the words), /api/admin/referral-settings and the
// operator's bonus credit /api/admin/players/{id}/bonus.

export const promotionKeys = { all: ['admin', 'promotions'] as const, referralSettings: ['admin', 'referral-settings'] as const };

export function usePromotions() {
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.all,
      queryFn: async ({ signal }) => (await adminApi.get<{ promotions: AdminPromotion[] }>('/api/admin/promotions', { signal })).promotions,
    }),
  );
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePromotionInput) =>
      adminApi.send<{ promotion: AdminPromotion }>('POST', '/api/admin/promotions', input, { fallbackMessage: 'Failed to create promotion' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function useSetPromotionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: number; is_active: boolean }) =>
      adminApi.send<{ promotion: AdminPromotion }>('PUT', `/api/admin/promotions/${id}`, { is_active }, { fallbackMessage: 'Failed to update promotion' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

/** A promotion's title and description and their versions in the players' other languages. */
export function useUpdatePromotionWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...words }: Omit<UpdatePromotionInput, 'is_active'> & { id: number }) =>
      adminApi.send<{ promotion: AdminPromotion }>('PUT', `/api/admin/promotions/${id}`, words, { fallbackMessage: 'Failed to update promotion' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function useReferralSettings() {
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.referralSettings,
      queryFn: async ({ signal }) => (await adminApi.get<{ settings: ReferralSettings }>('/api/admin/referral-settings', { signal })).settings,
    }),
  );
}

export function useSaveReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferralSettings) =>
      adminApi.send<{ settings: ReferralSettings }>('PUT', '/api/admin/referral-settings', input, { fallbackMessage: 'Failed to save referral settings' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.referralSettings }),
  });
}

export function useCreditBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: OperatorBonusInput & { userId: number }) =>
      adminApi.send<{ grant_id: number }>('POST', `/api/admin/players/${userId}/bonus`, input, { fallbackMessage: 'Failed to credit the bonus' }),
    // The player's page shows the bonus balance and the audit trail: both changed.
    onSuccess: (_answer, { userId }) => void queryClient.invalidateQueries({ queryKey: [...adminQueryRoots.players, userId] }),
  });
}
