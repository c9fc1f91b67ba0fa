import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminMarket,
  AdminMarketRow,
  AdminMarketsQuery,
  createEventSchema,
  createMarketSchema,
  ExchangeEvent,
  HouseSummary,
  MarketBook,
  MarketStatus,
  SetPricesInput,
  SettleMarketInput,
  Settlement,
  Sport,
  UpdateEventInput,
} from '@shared/schemas/exchange';
import { adminApi } from '../shared/admin-session';

// The operator's exchange (/api/admin/...): events and markets, fair prices, suspend / resume /
// close, settle or void (and resettle), each market's book with the house's position, and the
// house's exposure. Every change refreshes the operator's views of the exchange.

export const adminExchangeKeys = {
  all: ['admin', 'exchange'] as const,
  markets: (query: AdminMarketsQuery) => [...adminExchangeKeys.all, 'markets', query] as const,
  market: (id: number) => [...adminExchangeKeys.all, 'market', id] as const,
  house: () => [...adminExchangeKeys.all, 'house'] as const,
  events: () => [...adminExchangeKeys.all, 'events'] as const,
  sports: () => [...adminExchangeKeys.all, 'sports'] as const,
};

export type NewEvent = z.input<typeof createEventSchema>;
export type NewMarket = z.input<typeof createMarketSchema>;

const REFRESH_MS = 5_000;

export const adminMarketsQueryOptions = (query: AdminMarketsQuery) =>
  queryOptions({
    queryKey: adminExchangeKeys.markets(query),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<{ markets: AdminMarketRow[] }>('/api/admin/markets', {
          signal,
          query: { event_id: query.event_id, status: query.status, settled: query.settled },
        })
      ).markets,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export const useAdminMarkets = (query: AdminMarketsQuery) => useQuery(adminMarketsQueryOptions(query));

export const useAdminMarket = (id: number) =>
  useQuery({
    queryKey: adminExchangeKeys.market(id),
    queryFn: ({ signal }) => adminApi.get<AdminMarket>(`/api/admin/markets/${id}`, { signal, fallbackMessage: 'Failed to load market' }),
    refetchInterval: REFRESH_MS,
  });

export const useHouseSummary = () =>
  useQuery({
    queryKey: adminExchangeKeys.house(),
    queryFn: async ({ signal }) => (await adminApi.get<{ house: HouseSummary }>('/api/admin/exchange/house', { signal })).house,
    refetchInterval: REFRESH_MS,
  });

/** Active events (the public catalogue), to add markets to. */
export const useAdminEvents = () =>
  useQuery({
    queryKey: adminExchangeKeys.events(),
    queryFn: async ({ signal }) => (await adminApi.get<{ events: ExchangeEvent[] }>('/api/events', { signal })).events,
  });

export const useAdminSports = () =>
  useQuery({
    queryKey: adminExchangeKeys.sports(),
    queryFn: async ({ signal }) => (await adminApi.get<{ sports: Sport[] }>('/api/sports', { signal })).sports,
    staleTime: 5 * 60_000,
  });

function useExchangeMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminExchangeKeys.all });
      // The player-facing catalogue in this browser, if open, refreshes too.
      void queryClient.invalidateQueries({ queryKey: ['exchange'] });
    },
  });
}

export const useCreateEvent = () =>
  useExchangeMutation(async (input: NewEvent) =>
    adminApi.send<{ event: ExchangeEvent }>('POST', '/api/admin/events', input, { fallbackMessage: 'Failed to create event' }),
  );

export const useUpdateEvent = () =>
  useExchangeMutation(async ({ id, ...update }: UpdateEventInput & { id: number }) =>
    adminApi.send<{ event: ExchangeEvent }>('PATCH', `/api/admin/events/${id}`, update, { fallbackMessage: 'Failed to update event' }),
  );

export const useCreateMarket = () =>
  useExchangeMutation(async ({ eventId, market }: { eventId: number; market: NewMarket }) =>
    adminApi.send<{ market: MarketBook }>('POST', `/api/admin/events/${eventId}/markets`, market, { fallbackMessage: 'Failed to create market' }),
  );

export const useSetPrices = () =>
  useExchangeMutation(async ({ id, ...input }: SetPricesInput & { id: number }) =>
    adminApi.send<{ market: MarketBook }>('PUT', `/api/admin/markets/${id}/prices`, input, { fallbackMessage: 'Failed to set prices' }),
  );

export const useSetMarketStatus = () =>
  useExchangeMutation(async ({ id, status }: { id: number; status: MarketStatus }) =>
    adminApi.send<{ market: MarketBook }>('POST', `/api/admin/markets/${id}/status`, { status }, { fallbackMessage: 'Failed to change the market status' }),
  );

export const useSettleMarket = () =>
  useExchangeMutation(async ({ id, isResettle, ...input }: SettleMarketInput & { id: number; isResettle: boolean; reason?: string; confirm?: true }) =>
    adminApi.send<{ settlement: Settlement }>('POST', `/api/admin/markets/${id}/${isResettle ? 'resettle' : 'settle'}`, input, {
      fallbackMessage: 'Failed to settle market',
    }),
  );
