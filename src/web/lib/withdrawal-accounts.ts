import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { walletMessages, type AddAccountInput, type WithdrawalAccount } from '@shared/schemas/wallet';
import { ApiError, api } from '@web/lib/api-client';
import { writeText } from '@web/lib/local-store';
import { queryRoots } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

// The player's withdrawal accounts: GET /api/wallet/accounts, POST /api/wallet/add-account,
// DELETE /api/wallet/accounts/{id}. Read by the add-account, withdraw and wallet pages.

export const ADD_ACCOUNT_ERROR = 'Failed to add account.';
export const DELETE_ACCOUNT_FAILED = 'Failed to delete account';
export const DELETE_ACCOUNT_ERROR = 'Failed to delete account. Please try again.';
export const DELETE_ACCOUNT_SIGNED_OUT = 'Please login to delete account';
export const LOAD_ACCOUNTS_ERROR = 'Failed to fetch withdrawal accounts';

/**
 * Spec §4: a storage event on this key reloads the accounts. Every change made here stamps it,
 * so another open tab (a withdraw page, a wallet) shows the new list at once. Only a time is
 * stored, never bank details.
 */
export const WITHDRAW_ACCOUNTS_KEY = 'lotus_withdraw_accounts';

export const accountKeys = {
  all: [...queryRoots.wallet, 'accounts'] as const,
  list: (userId: number | undefined) => [...queryRoots.wallet, 'accounts', userId] as const,
};

export async function fetchAccounts(signal?: AbortSignal): Promise<WithdrawalAccount[]> {
  const data = await api.get<{ accounts: WithdrawalAccount[] }>('/api/wallet/accounts', { signal, fallbackMessage: LOAD_ACCOUNTS_ERROR });
  return data.accounts;
}

export async function addAccount(input: AddAccountInput): Promise<{ account: WithdrawalAccount; message: string }> {
  const { data, message } = await api.send<{ account: WithdrawalAccount }>('POST', '/api/wallet/add-account', input, { fallbackMessage: ADD_ACCOUNT_ERROR });
  return { account: data.account, message: message ?? walletMessages.accountAdded };
}

export async function deleteAccount(id: number): Promise<string> {
  const { message } = await api.send<unknown>('DELETE', `/api/wallet/accounts/${id}`, undefined, { fallbackMessage: DELETE_ACCOUNT_FAILED });
  return message ?? walletMessages.accountDeleted;
}

/** Spec §8: the server's refusal in its words ('Failed to delete account' without one); no answer at all asks to try again. */
export function deleteAccountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) return error.message;
  return DELETE_ACCOUNT_ERROR;
}

export const accountsQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: accountKeys.list(userId), queryFn: ({ signal }) => fetchAccounts(signal), enabled: userId !== undefined });

/** The player's withdrawal accounts, reloaded when another tab changes them. */
export function useWithdrawalAccounts() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === WITHDRAW_ACCOUNTS_KEY) void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
  return useQuery(accountsQueryOptions(user?.id));
}

function useAccountsMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      writeText(WITHDRAW_ACCOUNTS_KEY, String(Date.now()));
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export const useAddAccount = () => useAccountsMutation(addAccount);
export const useDeleteAccount = () => useAccountsMutation(deleteAccount);
