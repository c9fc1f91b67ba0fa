import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReferralCode, CreateReferralCodeInput } from '@shared/schemas/referrals';
import { adminApi } from '../shared/admin-session';

// /api/admin/referral-codes: list, create, enable or disable.

export const referralCodeKeys = { all: ['admin', 'referral-codes'] as const };

export const referralCodesQueryOptions = () =>
  queryOptions({
    queryKey: referralCodeKeys.all,
    queryFn: async ({ signal }) => (await adminApi.get<{ referral_codes: AdminReferralCode[] }>('/api/admin/referral-codes', { signal })).referral_codes,
  });

export function useReferralCodes() {
  return useQuery(referralCodesQueryOptions());
}

export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReferralCodeInput) =>
      adminApi.send<{ referral_code: AdminReferralCode }>('POST', '/api/admin/referral-codes', input, { fallbackMessage: 'Failed to create referral code' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: referralCodeKeys.all }),
  });
}

export function useSetReferralCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: number; is_active: boolean }) =>
      adminApi.send<{ referral_code: AdminReferralCode }>(
        'PUT',
        `/api/admin/referral-codes/${id}`,
        { is_active },
        { fallbackMessage: 'Failed to update referral code' },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: referralCodeKeys.all }),
  });
}
