import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatkaMarket, MatkaResult } from '@shared/schemas/matka';
import { api } from '@web/lib/api-client';

// GET /api/matka/markets (cards with their next close) and GET /api/matka/results (today's and
// yesterday's Open, Close and Jodi; 'NYD' until declared). Public reads.

export const matkaKeys = {
  all: ['matka'] as const,
  markets: () => [...matkaKeys.all, 'markets'] as const,
  results: () => [...matkaKeys.all, 'results'] as const,
};

export const MATKA_REFRESH_MS = 60_000;

export const matkaMarketsQueryOptions = () =>
  queryOptions({
    queryKey: matkaKeys.markets(),
    queryFn: async ({ signal }) =>
      (await api.get<{ markets: MatkaMarket[] }>('/api/matka/markets', { signal, anonymous: true, fallbackMessage: 'Failed to load matka markets' })).markets,
    refetchInterval: MATKA_REFRESH_MS,
  });

export const matkaResultsQueryOptions = () =>
  queryOptions({
    queryKey: matkaKeys.results(),
    queryFn: async ({ signal }) =>
      (await api.get<{ results: MatkaResult[] }>('/api/matka/results', { signal, anonymous: true, fallbackMessage: 'Failed to load matka results' })).results,
    refetchInterval: MATKA_REFRESH_MS,
  });

export const useMatkaMarkets = () => useQuery(matkaMarketsQueryOptions());
export const useMatkaResults = () => useQuery(matkaResultsQueryOptions());
