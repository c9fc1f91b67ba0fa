import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionItem, Provider } from '@shared/schemas/casino';
import { api } from '@web/lib/api-client';
import { casinoKeys } from './games';

// GET /api/games/{home-tiles,exchange-games,popular,lobby} and /api/games/providers: the screens'
// fixed lists (spec §2 Home and Casino lobby). Public and rarely changing, so cached long.

export type CollectionName = 'home-tiles' | 'exchange-games' | 'popular' | 'lobby';
export type { CollectionItem, Provider };

const collectionPaths: Record<CollectionName, string> = {
  'home-tiles': '/api/games/home-tiles',
  'exchange-games': '/api/games/exchange-games',
  popular: '/api/games/popular',
  lobby: '/api/games/lobby',
};

const FIVE_MINUTES = 5 * 60_000;

export async function fetchCollection(name: CollectionName, signal?: AbortSignal): Promise<CollectionItem[]> {
  const data = await api.get<{ items: CollectionItem[] }>(collectionPaths[name], { signal, anonymous: true, fallbackMessage: 'Failed to load games' });
  return data.items;
}

export async function fetchProviders(signal?: AbortSignal): Promise<Provider[]> {
  const data = await api.get<{ providers: Provider[] }>('/api/games/providers', { signal, anonymous: true, fallbackMessage: 'Failed to load providers' });
  return data.providers;
}

export const collectionQueryOptions = (name: CollectionName) =>
  queryOptions({ queryKey: [...casinoKeys.all, 'collection', name] as const, queryFn: ({ signal }) => fetchCollection(name, signal), staleTime: FIVE_MINUTES });

export const providersQueryOptions = () =>
  queryOptions({ queryKey: [...casinoKeys.all, 'providers'] as const, queryFn: ({ signal }) => fetchProviders(signal), staleTime: FIVE_MINUTES });

export function useCollection(name: CollectionName) {
  return useQuery(collectionQueryOptions(name));
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}
