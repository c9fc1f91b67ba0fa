import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletMessages, type WithdrawPasswordInput, type WithdrawPasswordStatus } from '@shared/schemas/wallet';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

// The player's withdrawal password, set once in its own step and changed with the account
// password: GET, POST (set) and PUT (change) /api/wallet/withdraw-password. Read by the withdraw,
// add-account and withdrawal-password pages.

export const SAVE_WITHDRAW_PASSWORD_ERROR = 'Failed to save withdrawal password';

export const withdrawPasswordKeys = {
  all: [...queryRoots.wallet, 'withdraw-password'] as const,
  status: (userId: number | undefined) => [...queryRoots.wallet, 'withdraw-password', userId] as const,
};

export const withdrawPasswordQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: withdrawPasswordKeys.status(userId),
    queryFn: ({ signal }) => api.get<WithdrawPasswordStatus>('/api/wallet/withdraw-password', { signal, fallbackMessage: SAVE_WITHDRAW_PASSWORD_ERROR }),
    enabled: userId !== undefined,
  });

/** Whether the signed-in player has set a withdrawal password (undefined while unknown, or for a visitor). */
export function useWithdrawPasswordStatus() {
  const { user } = useSession();
  return useQuery({ ...withdrawPasswordQueryOptions(user?.id), enabled: user !== undefined && !user.is_demo });
}

/** Sets it (the first time) or changes it; the server tells the player by SMS either way. */
export function useSaveWithdrawPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ isChange, input }: { isChange: boolean; input: WithdrawPasswordInput }) => {
      const { message } = await api.send<WithdrawPasswordStatus>(isChange ? 'PUT' : 'POST', '/api/wallet/withdraw-password', input, {
        fallbackMessage: SAVE_WITHDRAW_PASSWORD_ERROR,
      });
      return message ?? (isChange ? walletMessages.withdrawPasswordChanged : walletMessages.withdrawPasswordSaved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawPasswordKeys.all }),
  });
}
