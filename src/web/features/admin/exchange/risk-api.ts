import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketStatus } from '@shared/schemas/exchange';
import type { AdminBets, ExposureBoard, RiskSettings } from '@shared/schemas/risk';
import { adminApi } from '../shared/admin-session';
import { adminExchangeKeys } from './exchange-markets-api';

// The risk desk (/api/admin/risk/..., /api/admin/bets): the exposure board and the bet ticker,
// both polled. The board is one read over every unsettled market and the ticker reads the newest
// bets by id, so a poll every few seconds per open screen costs the database little and nothing
// on the order path; the live book stream carries books, not the house's positions.

export const riskKeys = {
  all: ['admin', 'risk'] as const,
  board: () => [...riskKeys.all, 'board'] as const,
  bets: (filters: BetFilters) => [...riskKeys.all, 'bets', filters] as const,
  settings: () => [...riskKeys.all, 'settings'] as const,
};

export const BOARD_REFRESH_MS = 3_000;
export const TICKER_REFRESH_MS = 2_000;

export type BetFilters = { market_id?: number | undefined; min_stake?: number | undefined; page: number };

export const exposureBoardQueryOptions = () =>
  queryOptions({
    queryKey: riskKeys.board(),
    queryFn: ({ signal }) => adminApi.get<ExposureBoard>('/api/admin/risk/exposure', { signal, fallbackMessage: 'Failed to load exposure' }),
    refetchInterval: BOARD_REFRESH_MS,
  });

export const useExposureBoard = () => useQuery(exposureBoardQueryOptions());

export const adminBetsQueryOptions = (filters: BetFilters) =>
  queryOptions({
    queryKey: riskKeys.bets(filters),
    queryFn: ({ signal }) => adminApi.get<AdminBets>('/api/admin/bets', { signal, query: { ...filters, page_size: 50 } }),
    placeholderData: keepPreviousData,
    // Only the first page moves; older pages stay as read.
    refetchInterval: filters.page === 1 ? TICKER_REFRESH_MS : false,
  });

export const useAdminBets = (filters: BetFilters) => useQuery(adminBetsQueryOptions(filters));

export const useRiskSettings = () =>
  useQuery({ queryKey: riskKeys.settings(), queryFn: ({ signal }) => adminApi.get<RiskSettings>('/api/admin/risk/settings', { signal }) });

export function useSaveRiskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RiskSettings) =>
      adminApi.send<RiskSettings>('PUT', '/api/admin/risk/settings', input, { fallbackMessage: 'Failed to save the threshold' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: riskKeys.all }),
  });
}

function useRiskMutation<T>(mutationFn: (input: T) => Promise<{ message: string | undefined }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: riskKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminExchangeKeys.all });
    },
  });
}

/** Suspend or reopen one market (the exchange's status route, audited there). */
export const useSetBoardMarketStatus = () =>
  useRiskMutation(({ id, status }: { id: number; status: MarketStatus }) =>
    adminApi.send('POST', `/api/admin/markets/${id}/status`, { status }, { fallbackMessage: 'Failed to change the market status' }),
  );

/** Suspend or reopen every market of an event that can change. */
export const useSetEventStatus = () =>
  useRiskMutation(({ id, status }: { id: number; status: 'OPEN' | 'SUSPENDED' }) =>
    adminApi.send<{ market_ids: number[] }>('POST', `/api/admin/events/${id}/status`, { status }, { fallbackMessage: 'Failed to change the event' }),
  );
