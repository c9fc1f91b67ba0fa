import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletMessages, type SubmitWithdrawalInput } from '@shared/schemas/wallet';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';

// POST /api/wallet/submit-withdrawal → 201 data.message, data.withdrawal {id, status}. The money
// leaves available credit at once (held until the operator pays or rejects it).

// Spec §8: 'Failed to submit withdrawal request', or the HTTP status text if the body is unreadable.
export const SUBMIT_WITHDRAWAL_ERROR = 'Failed to submit withdrawal request';

export type WithdrawalRequest = { input: SubmitWithdrawalInput; idempotencyKey: string };
export type WithdrawalReceipt = { message: string; withdrawal: { id: number; status: string } };

export async function submitWithdrawal({ input, idempotencyKey }: WithdrawalRequest): Promise<WithdrawalReceipt> {
  const { data, message } = await api.send<{ message?: string; withdrawal: { id: number; status: string } }>('POST', '/api/wallet/submit-withdrawal', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: SUBMIT_WITHDRAWAL_ERROR,
    preferStatusText: true,
  });
  return { withdrawal: data.withdrawal, message: data.message ?? message ?? walletMessages.withdrawalSubmitted };
}

export function useSubmitWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWithdrawal,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
      void queryClient.invalidateQueries({ queryKey: queryRoots.balance });
    },
  });
}
