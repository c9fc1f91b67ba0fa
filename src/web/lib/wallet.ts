import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/i18n/languages';
import type { Balance, WalletLimits } from '@shared/schemas/wallet';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

// The wallet's balance and daily limits: read by the wallet page and by the deposit and withdraw
// pages. Every wallet query lives under one key, so a deposit, withdrawal or account change can
// refresh them all with a single invalidation. The transactions are keyed by language too: a
// bonus's promotion is named in the operator's version for it.
export const walletKeys = {
  all: queryRoots.wallet,
  balance: (userId: number | undefined) => [...queryRoots.wallet, 'balance', userId] as const,
  transactions: (userId: number | undefined, page: number, pageSize: number, language: Language) =>
    [...queryRoots.wallet, 'transactions', userId, page, pageSize, language] as const,
  limits: (userId: number | undefined) => [...queryRoots.wallet, 'limits', userId] as const,
  statistics: (userId: number | undefined) => [...queryRoots.wallet, 'statistics', userId] as const,
};

/** Spec §4, §9: the wallet page refreshes every 30 s. */
export const WALLET_REFRESH_MS = 30_000;

// GET /api/wallet/balance: main, bonus, exposure, total and available credit.

export const BALANCE_ERROR = 'Failed to fetch balance';

export async function fetchWalletBalance(signal?: AbortSignal): Promise<Balance> {
  const data = await api.get<{ balance: Balance }>('/api/wallet/balance', { signal, fallbackMessage: BALANCE_ERROR });
  return data.balance;
}

export const walletBalanceQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: walletKeys.balance(userId),
    queryFn: ({ signal }) => fetchWalletBalance(signal),
    enabled: userId !== undefined,
    refetchInterval: WALLET_REFRESH_MS,
    staleTime: 5_000,
  });

export function useWalletBalance() {
  const { user } = useSession();
  return useQuery(walletBalanceQueryOptions(user?.id));
}

// GET /api/wallet/limits: the player's daily deposit and withdrawal limits and what is left today.

export function fetchWalletLimits(signal?: AbortSignal): Promise<WalletLimits> {
  return api.get<WalletLimits>('/api/wallet/limits', { signal, fallbackMessage: 'Failed to fetch limits' });
}

export const walletLimitsQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: walletKeys.limits(userId), queryFn: ({ signal }) => fetchWalletLimits(signal), enabled: userId !== undefined, staleTime: 10_000 });

export function useWalletLimits() {
  const { user } = useSession();
  return useQuery(walletLimitsQueryOptions(user?.id));
}
