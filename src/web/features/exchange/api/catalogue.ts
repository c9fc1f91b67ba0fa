import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeEvent, Sport } from '../../../../shared/schemas/exchange';
import { ApiError, api } from '../../../lib/api-client';
import { exchangeKeys } from './keys';

// GET /api/sports, /api/events?sport=, /api/events/{id} (DESIGN §11): public reads, sent
// without the token. Lists refresh on a timer; markets on screen also stream (live-market.ts).

export const LIST_REFRESH_MS = 10_000;

export async function fetchSports(signal?: AbortSignal): Promise<Sport[]> {
  return (await api.get<{ sports: Sport[] }>('/api/sports', { signal, anonymous: true })).sports;
}

/** A sport the catalogue does not know (400 Unknown sport) simply has no events. */
export async function fetchEvents(sport: string | undefined, signal?: AbortSignal): Promise<ExchangeEvent[]> {
  try {
    const data = await api.get<{ events: ExchangeEvent[] }>('/api/events', { signal, anonymous: true, query: { sport } });
    return data.events;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && sport !== undefined) return [];
    throw error;
  }
}

export async function fetchEvent(id: number, signal?: AbortSignal): Promise<ExchangeEvent> {
  return (await api.get<{ event: ExchangeEvent }>(`/api/events/${id}`, { signal, anonymous: true, fallbackMessage: 'Event not found' })).event;
}

export const sportsQueryOptions = () =>
  queryOptions({ queryKey: exchangeKeys.sports(), queryFn: ({ signal }) => fetchSports(signal), staleTime: 60_000 });

export const eventsQueryOptions = (sport?: string) =>
  queryOptions({
    queryKey: exchangeKeys.events(sport),
    queryFn: ({ signal }) => fetchEvents(sport, signal),
    staleTime: 5_000,
    refetchInterval: LIST_REFRESH_MS,
  });

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: exchangeKeys.event(id), queryFn: ({ signal }) => fetchEvent(id, signal), staleTime: 5_000, refetchInterval: LIST_REFRESH_MS });

export function useSports() {
  return useQuery(sportsQueryOptions());
}

export function useEvents(sport?: string) {
  return useQuery(eventsQueryOptions(sport));
}

export function useEvent(id: number) {
  return useQuery({ ...eventQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
