import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletMessages, type SubmitDepositInput } from '@shared/schemas/wallet';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';

// POST /api/wallet/submit-deposit → 201 data.message, data.deposit {id, status}.

export const SUBMIT_DEPOSIT_ERROR = 'Failed to submit deposit request.';

export type DepositRequest = { input: SubmitDepositInput; idempotencyKey: string };
export type DepositReceipt = { message: string; deposit: { id: number; status: string } };

export async function submitDeposit({ input, idempotencyKey }: DepositRequest): Promise<DepositReceipt> {
  const { data, message } = await api.send<{ message?: string; deposit: { id: number; status: string } }>('POST', '/api/wallet/submit-deposit', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: SUBMIT_DEPOSIT_ERROR,
  });
  return { deposit: data.deposit, message: data.message ?? message ?? walletMessages.depositSubmitted };
}

export function useSubmitDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDeposit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
      void queryClient.invalidateQueries({ queryKey: queryRoots.balance });
    },
  });
}
