import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ExchangeEvent, Sport } from '@shared/schemas/exchange';
import { ApiError, api } from '@web/lib/api-client';
import { currentBookMoney, useBookMoney, type BookMoney } from './book-money';
import { exchangeKeys } from './keys';

// GET /api/sports, /api/events?sport=, /api/events/{id}: public reads, sent without the token,
// of the book the player trades on (see book-money.ts). Lists refresh on a timer; markets on screen also stream (live-market.ts).

export const LIST_REFRESH_MS = 10_000;

export async function fetchSports(signal?: AbortSignal): Promise<Sport[]> {
  return (await api.get<{ sports: Sport[] }>('/api/sports', { signal, anonymous: true })).sports;
}

/** A sport the catalogue does not know (400 Unknown sport) simply has no events. */
export async function fetchEvents(sport: string | undefined, money: BookMoney, signal?: AbortSignal): Promise<ExchangeEvent[]> {
  try {
    const data = await api.get<{ events: ExchangeEvent[] }>('/api/events', { signal, anonymous: true, query: { sport, money: moneyQuery(money) } });
    return data.events;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && sport !== undefined) return [];
    throw error;
  }
}

export async function fetchEvent(id: number, money: BookMoney, signal?: AbortSignal): Promise<ExchangeEvent> {
  const options = { signal, anonymous: true, query: { money: moneyQuery(money) }, fallbackMessage: 'Event not found' };
  return (await api.get<{ event: ExchangeEvent }>(`/api/events/${id}`, options)).event;
}

/** The query parameter: absent for real money (the default), so real players' URLs stay as they were. */
export const moneyQuery = (money: BookMoney) => (money === 'play' ? money : undefined);

export const sportsQueryOptions = () => queryOptions({ queryKey: exchangeKeys.sports(), queryFn: ({ signal }) => fetchSports(signal), staleTime: 60_000 });

export const eventsQueryOptions = (sport: string | undefined, money: BookMoney) =>
  queryOptions({
    queryKey: exchangeKeys.events(sport, money),
    queryFn: ({ signal }) => fetchEvents(sport, money, signal),
    staleTime: 5_000,
    refetchInterval: LIST_REFRESH_MS,
  });

export const eventQueryOptions = (id: number, money: BookMoney) =>
  queryOptions({
    queryKey: exchangeKeys.event(id, money),
    queryFn: ({ signal }) => fetchEvent(id, money, signal),
    staleTime: 5_000,
    refetchInterval: LIST_REFRESH_MS,
  });

/** The home page's markets, asked for before the page's code arrives: they are its first screen. */
export function prefetchHomeMarkets(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(eventsQueryOptions(undefined, currentBookMoney()));
}

export function useSports() {
  return useQuery(sportsQueryOptions());
}

export function useEvents(sport?: string) {
  return useQuery(eventsQueryOptions(sport, useBookMoney()));
}

export function useEvent(id: number) {
  return useQuery({ ...eventQueryOptions(id, useBookMoney()), enabled: Number.isSafeInteger(id) && id > 0 });
}
