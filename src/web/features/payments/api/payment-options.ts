import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentOption } from '@shared/schemas/wallet';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

// GET /api/wallet/payment-options: where the player sends deposit money (UPI ids, bank accounts).

export const PAYMENT_OPTIONS_ERROR = 'Failed to fetch payment options';
export const NO_PAYMENT_OPTIONS = 'No payment options available. Please contact support.';

export async function fetchPaymentOptions(signal?: AbortSignal): Promise<PaymentOption[]> {
  const data = await api.get<{ payment_options: PaymentOption[] }>('/api/wallet/payment-options', { signal, fallbackMessage: PAYMENT_OPTIONS_ERROR });
  return data.payment_options;
}

export const paymentOptionsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['wallet', 'payment-options', userId] as const,
    queryFn: ({ signal }) => fetchPaymentOptions(signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });

export function usePaymentOptions() {
  const { user } = useSession();
  return useQuery(paymentOptionsQueryOptions(user?.id));
}
