import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { GAMES_PAGE_SIZE, type Game, type gamesPageSchema } from '../../../../shared/schemas/casino';
import { api } from '../../../lib/api-client';

// GET /api/games: the catalogue, a page at a time, filtered by type and name (spec §2, §5, §9).

export type GamesPage = z.infer<typeof gamesPageSchema>;
export type { Game };
/** pageSize: All Games uses the spec's 24; the card and slot screens ask for a whole type at once. */
export type GamesFilter = { search: string; type: string; page: number; pageSize?: number };

export const casinoKeys = {
  all: ['casino'] as const,
  games: (filter: GamesFilter) => [...casinoKeys.all, 'games', filter] as const,
};

export function fetchGames({ search, type, page, pageSize = GAMES_PAGE_SIZE }: GamesFilter, signal?: AbortSignal): Promise<GamesPage> {
  return api.get<GamesPage>('/api/games', {
    signal,
    anonymous: true,
    query: { search: search.trim(), type: type === 'All' ? undefined : type, page, page_size: pageSize },
    fallbackMessage: 'Failed to load games',
  });
}

export const gamesQueryOptions = (filter: GamesFilter) =>
  queryOptions({ queryKey: casinoKeys.games(filter), queryFn: ({ signal }) => fetchGames(filter, signal), staleTime: 60_000, placeholderData: keepPreviousData });

export function useGames(filter: GamesFilter) {
  return useQuery(gamesQueryOptions(filter));
}
