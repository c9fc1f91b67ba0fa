import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentOption, PaymentOptionInput, paymentOptionPatchSchema } from '@shared/schemas/wallet';
import { adminApi } from '../shared/admin-session';

// /api/admin/payment-options: list (enabled or not), create, change (enable, order), delete.

export type AdminPaymentOption = PaymentOption & { is_enabled: boolean; sort_order: number };
export type PaymentOptionPatch = z.input<typeof paymentOptionPatchSchema>;

export const adminPaymentOptionKeys = { all: ['admin', 'payment-options'] as const };
const playerOptionsKey = ['wallet', 'payment-options'] as const;

export const adminPaymentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminPaymentOptionKeys.all,
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<{ payment_options: AdminPaymentOption[] }>('/api/admin/payment-options', {
          signal,
          fallbackMessage: 'Failed to load payment options',
        })
      ).payment_options,
  });

export const useAdminPaymentOptions = () => useQuery(adminPaymentOptionsQueryOptions());

function useOptionMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminPaymentOptionKeys.all });
      void queryClient.invalidateQueries({ queryKey: playerOptionsKey });
    },
  });
}

export const useCreatePaymentOption = () =>
  useOptionMutation((input: PaymentOptionInput) =>
    adminApi.send('POST', '/api/admin/payment-options', input, { fallbackMessage: 'Failed to create payment option' }),
  );

export const useUpdatePaymentOption = () =>
  useOptionMutation(({ id, patch }: { id: number; patch: PaymentOptionPatch }) =>
    adminApi.send('PATCH', `/api/admin/payment-options/${id}`, patch, { fallbackMessage: 'Failed to update payment option' }),
  );

/** New order: each option whose place changed gets its index as sort order. */
export const useReorderPaymentOptions = () =>
  useOptionMutation(async (changes: Array<{ id: number; sort_order: number }>) => {
    for (const change of changes) {
      await adminApi.send(
        'PATCH',
        `/api/admin/payment-options/${change.id}`,
        { sort_order: change.sort_order },
        { fallbackMessage: 'Failed to reorder payment options' },
      );
    }
  });

export const useDeletePaymentOption = () =>
  useOptionMutation((id: number) =>
    adminApi.send('DELETE', `/api/admin/payment-options/${id}`, undefined, { fallbackMessage: 'Failed to delete payment option' }),
  );
