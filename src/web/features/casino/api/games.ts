import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { GAMES_PAGE_SIZE } from '@shared/casino-games';
import type { Game, gamesPageSchema } from '@shared/schemas/casino';
import { api } from '@web/lib/api-client';

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
  queryOptions({
    queryKey: casinoKeys.games(filter),
    queryFn: ({ signal }) => fetchGames(filter, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useGames(filter: GamesFilter) {
  return useQuery(gamesQueryOptions(filter));
}

/** The largest page the API gives; the catalogue is read in as few calls as it takes. */
const MAX_PAGE_SIZE = 100;

/** Every slug the catalogue offers now (enabled titles of enabled providers): what slugForTile checks against. */
export async function fetchCatalogueSlugs(signal?: AbortSignal): Promise<Set<string>> {
  const slugs = new Set<string>();
  for (let page = 1; ; page += 1) {
    const answer = await fetchGames({ search: '', type: 'All', page, pageSize: MAX_PAGE_SIZE }, signal);
    for (const game of answer.games) slugs.add(game.uid);
    if (answer.games.length === 0 || page * answer.page_size >= answer.total) return slugs;
  }
}

export const catalogueSlugsQueryOptions = () =>
  queryOptions({ queryKey: [...casinoKeys.all, 'slugs'] as const, queryFn: ({ signal }) => fetchCatalogueSlugs(signal), staleTime: 5 * 60_000 });
