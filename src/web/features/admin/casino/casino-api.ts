import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminCasinoGameSchema, adminCasinoProviderSchema, UpdateCasinoGameInput, UpdateCasinoProviderInput } from '@shared/schemas/casino';
import { adminApi } from '../shared/admin-session';

// /api/admin/casino: every title and provider with its switch, and each title's figures from the
// seamless wallet's log (rounds, stakes, payouts, realised vs stated house edge) over a period.

export type AdminCasinoGame = z.infer<typeof adminCasinoGameSchema>;
export type AdminCasinoProvider = z.infer<typeof adminCasinoProviderSchema>;

/** One title's figures; amounts in rupees, edges as fractions (0.03 = 3%). */
export type CasinoGameStat = {
  game_id: number;
  uid: string;
  name: string;
  provider: string;
  rounds: number;
  players: number;
  stakes: number;
  payouts: number;
  rolled_back: number;
  gross_gaming_revenue: number;
  realised_house_edge: number | null;
  stated_house_edge: { min: number; max: number } | null;
};

/** Start inclusive, end exclusive; either may be left open. */
export type StatsPeriod = { from?: string | undefined; to?: string | undefined };

export const casinoAdminKeys = {
  all: ['admin', 'casino'] as const,
  games: () => [...casinoAdminKeys.all, 'games'] as const,
  providers: () => [...casinoAdminKeys.all, 'providers'] as const,
  stats: (period: StatsPeriod) => [...casinoAdminKeys.all, 'stats', period.from ?? '', period.to ?? ''] as const,
};

export async function fetchCasinoGames(signal?: AbortSignal): Promise<AdminCasinoGame[]> {
  return (await adminApi.get<{ games: AdminCasinoGame[] }>('/api/admin/casino/games', { signal, fallbackMessage: 'Failed to load games' })).games;
}

export async function fetchCasinoProviders(signal?: AbortSignal): Promise<AdminCasinoProvider[]> {
  return (await adminApi.get<{ providers: AdminCasinoProvider[] }>('/api/admin/casino/providers', { signal, fallbackMessage: 'Failed to load providers' }))
    .providers;
}

export async function fetchCasinoStats(period: StatsPeriod, signal?: AbortSignal): Promise<CasinoGameStat[]> {
  return (
    await adminApi.get<{ games: CasinoGameStat[] }>('/api/admin/casino/stats', {
      signal,
      query: { from: period.from, to: period.to },
      fallbackMessage: 'Failed to load game stats',
    })
  ).games;
}

export const casinoGamesQueryOptions = () => queryOptions({ queryKey: casinoAdminKeys.games(), queryFn: ({ signal }) => fetchCasinoGames(signal) });
export const casinoProvidersQueryOptions = () => queryOptions({ queryKey: casinoAdminKeys.providers(), queryFn: ({ signal }) => fetchCasinoProviders(signal) });
export const casinoStatsQueryOptions = (period: StatsPeriod) =>
  queryOptions({ queryKey: casinoAdminKeys.stats(period), queryFn: ({ signal }) => fetchCasinoStats(period, signal) });

export function useCasinoGames() {
  return useQuery(casinoGamesQueryOptions());
}

export function useCasinoProviders() {
  return useQuery(casinoProvidersQueryOptions());
}

export function useCasinoStats(period: StatsPeriod) {
  return useQuery(casinoStatsQueryOptions(period));
}

/** A title on or off. Its provider's list counts and the stats' names may follow, so all of casino is refreshed. */
export function useUpdateCasinoGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateCasinoGameInput & { id: number }) =>
      adminApi.send<{ game: AdminCasinoGame }>('PUT', `/api/admin/casino/games/${id}`, input, { fallbackMessage: 'Failed to update game' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: casinoAdminKeys.all }),
  });
}

/** A provider on or off (its titles' provider_enabled follows, hence games are refreshed too). */
export function useUpdateCasinoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateCasinoProviderInput & { id: number }) =>
      adminApi.send<{ provider: AdminCasinoProvider }>('PUT', `/api/admin/casino/providers/${id}`, input, { fallbackMessage: 'Failed to update provider' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: casinoAdminKeys.all }),
  });
}
