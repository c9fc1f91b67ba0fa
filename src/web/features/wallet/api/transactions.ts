import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/i18n/languages';
import type { WalletTransaction } from '@shared/schemas/wallet';
import { useLanguage } from '@web/i18n/i18n';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { WALLET_REFRESH_MS, walletKeys } from '@web/lib/wallet';

// GET /api/wallet/transactions?page=&page_size=: newest first, signed rupees.

export const TRANSACTIONS_ERROR = 'Failed to fetch transactions';
export const TRANSACTIONS_PAGE_SIZE = 10;

export type TransactionsPage = { transactions: WalletTransaction[]; page: number; page_size: number; total: number };

export function fetchTransactions(page: number, pageSize: number, signal?: AbortSignal): Promise<TransactionsPage> {
  return api.get<TransactionsPage>('/api/wallet/transactions', { signal, query: { page, page_size: pageSize }, fallbackMessage: TRANSACTIONS_ERROR });
}

export const transactionsQueryOptions = (userId: number | undefined, page: number, pageSize: number, language: Language) =>
  queryOptions({
    queryKey: walletKeys.transactions(userId, page, pageSize, language),
    queryFn: ({ signal }) => fetchTransactions(page, pageSize, signal),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: WALLET_REFRESH_MS,
    staleTime: 5_000,
  });

export function useTransactions(page: number, pageSize = TRANSACTIONS_PAGE_SIZE) {
  const { user } = useSession();
  return useQuery(transactionsQueryOptions(user?.id, page, pageSize, useLanguage()));
}
