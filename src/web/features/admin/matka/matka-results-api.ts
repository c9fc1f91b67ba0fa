import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMatkaMarket,
  CorrectMatkaResultInput,
  DeclareMatkaResultInput,
  MatkaBook,
  MatkaLimits,
  MatkaRates,
  MatkaResult,
  UpdateMatkaRatesInput,
  VoidMatkaDrawInput,
} from '@shared/schemas/matka';
import { adminApi } from '../shared/admin-session';

// Matka results: the markets with today's and yesterday's results (the public list), and
// POST /api/admin/matka/markets/{id}/results to declare Open, Close or Jodi for a day.

export const adminMatkaKeys = { all: ['admin', 'matka'] as const };

export const adminMatkaResultsQueryOptions = () =>
  queryOptions({
    queryKey: adminMatkaKeys.all,
    queryFn: async ({ signal }) => (await adminApi.get<{ results: MatkaResult[] }>('/api/matka/results', { signal })).results,
  });

export const useAdminMatkaResults = () => useQuery(adminMatkaResultsQueryOptions());

export function useDeclareMatkaResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: DeclareMatkaResultInput & { id: number }) =>
      adminApi.send<{ results: MatkaResult[] }>('POST', `/api/admin/matka/markets/${id}/results`, input, { fallbackMessage: 'Failed to declare result' }),
    onSuccess: ({ data }, { id }) => {
      queryClient.setQueryData(adminMatkaKeys.all, data.results);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'matka-book', id] });
      // The player's results tab in this browser, if open.
      void queryClient.invalidateQueries({ queryKey: ['matka'] });
    },
  });
}

/** POST /api/admin/matka/markets/{id}/results/correct: a published result changed, with a reason; its bets resettle. */
export function useCorrectMatkaResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CorrectMatkaResultInput & { id: number }) =>
      adminApi.send<{ results: MatkaResult[] }>('POST', `/api/admin/matka/markets/${id}/results/correct`, input, {
        fallbackMessage: 'Failed to correct the result',
      }),
    onSuccess: ({ data }, { id }) => {
      queryClient.setQueryData(adminMatkaKeys.all, data.results);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'matka-book', id] });
      void queryClient.invalidateQueries({ queryKey: ['matka'] });
    },
  });
}

/** POST /api/admin/matka/markets/{id}/void: the draw of a day cancelled, every bet on it refunded. */
export function useVoidMatkaDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: VoidMatkaDrawInput & { id: number }) =>
      adminApi.send<{ results: MatkaResult[]; refunded: number }>('POST', `/api/admin/matka/markets/${id}/void`, input, {
        fallbackMessage: 'Failed to void the draw',
      }),
    onSuccess: ({ data }, { id }) => {
      queryClient.setQueryData(adminMatkaKeys.all, data.results);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'matka-book', id] });
      void queryClient.invalidateQueries({ queryKey: ['matka'] });
    },
  });
}

// Payout rates (GET, PUT /api/admin/matka/rates) and a market's book of open bets
// (GET /api/admin/matka/markets/{id}/book): what each number would cost the house.

export const adminMatkaRatesKey = ['admin', 'matka-rates'] as const;

export const useAdminMatkaRates = () =>
  useQuery({
    queryKey: adminMatkaRatesKey,
    queryFn: async ({ signal }) => (await adminApi.get<{ rates: MatkaRates }>('/api/admin/matka/rates', { signal })).rates,
  });

export function useUpdateMatkaRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMatkaRatesInput) =>
      adminApi.send<{ rates: MatkaRates }>('PUT', '/api/admin/matka/rates', input, { fallbackMessage: 'Failed to update rates' }),
    onSuccess: ({ data }) => queryClient.setQueryData(adminMatkaRatesKey, data.rates),
  });
}

// The house's limit per number of a draw (GET, PUT /api/admin/matka/limits).

export const adminMatkaLimitsKey = ['admin', 'matka-limits'] as const;

export const useAdminMatkaLimits = () =>
  useQuery({
    queryKey: adminMatkaLimitsKey,
    queryFn: async ({ signal }) => (await adminApi.get<{ limits: MatkaLimits }>('/api/admin/matka/limits', { signal })).limits,
  });

export function useUpdateMatkaLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatkaLimits) =>
      adminApi.send<{ limits: MatkaLimits }>('PUT', '/api/admin/matka/limits', input, { fallbackMessage: 'Failed to save the limit' }),
    onSuccess: ({ data }) => queryClient.setQueryData(adminMatkaLimitsKey, data.limits),
  });
}

export const useMatkaBook = (marketId: number, isShown: boolean) =>
  useQuery({
    queryKey: ['admin', 'matka-book', marketId],
    queryFn: async ({ signal }) => (await adminApi.get<{ book: MatkaBook }>(`/api/admin/matka/markets/${marketId}/book`, { signal })).book,
    enabled: isShown,
    refetchInterval: 15_000,
  });

// Each market's bonus wagering weight (GET /api/admin/matka/markets, PATCH /api/admin/matka/markets/{id}).

export const adminMatkaMarketsKey = ['admin', 'matka-markets'] as const;

export const useAdminMatkaMarkets = () =>
  useQuery({
    queryKey: adminMatkaMarketsKey,
    queryFn: async ({ signal }) => (await adminApi.get<{ markets: AdminMatkaMarket[] }>('/api/admin/matka/markets', { signal })).markets,
  });

export function useUpdateMatkaWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, wagering_weight }: { id: number; wagering_weight: number }) =>
      adminApi.send<{ results: MatkaResult[] }>('PATCH', `/api/admin/matka/markets/${id}`, { wagering_weight }, { fallbackMessage: 'Failed to update market' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMatkaMarketsKey }),
  });
}
