import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../shared/admin-session';

// GET /api/admin/ledger/check and GET /api/admin/ledger/users/{id} (amounts in rupees).

export type LedgerCheck = {
  balanced: boolean;
  accounts: number;
  transfers: number;
  total_balance: number;
  player_balance_total: number;
  house_balance_total: number;
  mismatched_accounts: number;
  negative_player_accounts: number;
  broken_chains: number;
};

export type LedgerEntry = {
  transfer_id: number;
  created_at: string;
  kind: string;
  reference: string;
  account: string;
  direction: 'credit' | 'debit';
  amount: number;
  balance_before: number;
  balance_after: number;
  counterparty: string;
};

export type PlayerLedger = { accounts: Array<{ id: number; kind: string; balance: number }>; entries: LedgerEntry[]; total: number };

export const LEDGER_PAGE_SIZE = 50;
export const ledgerKeys = { all: ['admin', 'ledger'] as const };

export const ledgerCheckQueryOptions = () =>
  queryOptions({
    queryKey: [...ledgerKeys.all, 'check'] as const,
    queryFn: ({ signal }) => adminApi.get<LedgerCheck>('/api/admin/ledger/check', { signal, fallbackMessage: 'Failed to check the ledger' }),
    staleTime: 0,
  });

export const useLedgerCheck = () => useQuery(ledgerCheckQueryOptions());

export const playerLedgerQueryOptions = (userId: number | undefined, page: number) =>
  queryOptions({
    queryKey: [...ledgerKeys.all, 'user', userId, page] as const,
    queryFn: ({ signal }) =>
      adminApi.get<PlayerLedger>(`/api/admin/ledger/users/${userId ?? 0}`, {
        signal,
        query: { page, page_size: LEDGER_PAGE_SIZE },
        fallbackMessage: 'Failed to load the player ledger',
      }),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePlayerLedger = (userId: number | undefined, page: number) => useQuery(playerLedgerQueryOptions(userId, page));
