import { useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatkaBet, MatkaDraw, MatkaMarket, MatkaRates, MatkaResult, PlaceMatkaBetsInput } from '@shared/schemas/matka';
import { api, ApiError } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';

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

// The bet screen: GET /api/matka/rates and /api/matka/markets/{id}/draw (public), the player's
// bets GET /api/matka/bets?market_id=, and POST /api/matka/bets (a slip, with an Idempotency-Key
// made once per slip: a double click or a retry places it once).

export const matkaBetKeys = {
  rates: () => [...matkaKeys.all, 'rates'] as const,
  draw: (marketId: number) => [...matkaKeys.all, 'draw', marketId] as const,
  bets: (marketId: number) => [...queryRoots.bets, 'matka', marketId] as const,
};

export const useMatkaRates = () =>
  useQuery({
    queryKey: matkaBetKeys.rates(),
    queryFn: async ({ signal }) =>
      (await api.get<{ rates: MatkaRates }>('/api/matka/rates', { signal, anonymous: true, fallbackMessage: 'Failed to load rates' })).rates,
    refetchInterval: MATKA_REFRESH_MS,
  });

export const useMatkaDraw = (marketId: number) =>
  useQuery({
    queryKey: matkaBetKeys.draw(marketId),
    queryFn: async ({ signal }) =>
      (await api.get<{ draw: MatkaDraw }>(`/api/matka/markets/${marketId}/draw`, { signal, anonymous: true, fallbackMessage: 'Failed to load market' })).draw,
    refetchInterval: 30_000,
  });

export const useMyMatkaBets = (marketId: number, isSignedIn: boolean) =>
  useQuery({
    queryKey: matkaBetKeys.bets(marketId),
    queryFn: async ({ signal }) =>
      (await api.get<{ bets: MatkaBet[] }>('/api/matka/bets', { signal, query: { market_id: marketId }, fallbackMessage: 'Failed to load your bets' })).bets,
    enabled: isSignedIn,
  });

function newSlipKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function usePlaceMatkaBets() {
  const queryClient = useQueryClient();
  const keyRef = useRef<{ body: string; key: string } | undefined>(undefined);
  return useMutation({
    mutationFn: (input: PlaceMatkaBetsInput) => {
      const body = JSON.stringify(input);
      if (keyRef.current?.body !== body) keyRef.current = { body, key: newSlipKey() };
      return api.send<{ bets: MatkaBet[] }>('POST', '/api/matka/bets', input, {
        headers: { 'Idempotency-Key': keyRef.current.key },
        fallbackMessage: 'Failed to place bets',
      });
    },
    onSuccess: (_answer, input) => {
      keyRef.current = undefined;
      void queryClient.invalidateQueries({ queryKey: queryRoots.balance });
      void queryClient.invalidateQueries({ queryKey: matkaBetKeys.bets(input.market_id) });
      void queryClient.invalidateQueries({ queryKey: matkaBetKeys.draw(input.market_id) });
    },
    onError: (error, input) => {
      // A refusal is final for this key; only a lost answer is retried with the same one.
      if (!(error instanceof ApiError && error.isNetworkError)) keyRef.current = undefined;
      void queryClient.invalidateQueries({ queryKey: matkaBetKeys.draw(input.market_id) });
    },
  });
}
