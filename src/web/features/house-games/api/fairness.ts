import { t } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HouseRound } from '@shared/schemas/casino';
import type { SharedBet } from '@shared/schemas/casino';
import { houseApi, idempotencyHeaders } from './house-client';
import { minesKeys, type SeedPair } from './mines';

// GET /api/casino/fairness (seeds in use and revealed ones), GET /fairness/rounds (paged),
// POST /fairness/rotate (reveals the server seed, optionally sets a new client seed).

export type SeedsAnswer = { active: SeedPair; previous: SeedPair[] };
export type RoundsPage = { rounds: HouseRound[]; total: number; page: number; page_size: number };
export type RoundsFilter = { game?: HouseRound['game'] | undefined; page: number };

export const fairnessKeys = {
  all: ['house', 'fairness'] as const,
  seeds: ['house', 'fairness', 'seeds'] as const,
  rounds: (filter: RoundsFilter) => ['house', 'fairness', 'rounds', filter] as const,
  sharedBets: (page: number) => ['house', 'fairness', 'shared-bets', page] as const,
};

export const PAGE_SIZE = 10;

export function useSeeds() {
  return useQuery(
    queryOptions({
      queryKey: fairnessKeys.seeds,
      queryFn: ({ signal }) => houseApi.get<SeedsAnswer>('/api/casino/fairness', { signal, fallbackMessage: t`Could not load your seeds` }),
    }),
  );
}

export function useFairRounds(filter: RoundsFilter) {
  return useQuery({
    queryKey: fairnessKeys.rounds(filter),
    queryFn: ({ signal }) =>
      houseApi.get<RoundsPage>('/api/casino/fairness/rounds', {
        signal,
        query: { game: filter.game, page: filter.page, page_size: PAGE_SIZE },
        fallbackMessage: t`Could not load your rounds`,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Crash and colour-prediction bets (GET /api/casino/fairness/shared-bets). */
export function useSharedBets(page: number) {
  return useQuery({
    queryKey: fairnessKeys.sharedBets(page),
    queryFn: ({ signal }) =>
      houseApi.get<{ bets: SharedBet[]; total: number }>('/api/casino/fairness/shared-bets', {
        signal,
        query: { page, page_size: PAGE_SIZE },
        fallbackMessage: t`Could not load your bets`,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { client_seed?: string }) =>
      (
        await houseApi.send<{ revealed: SeedPair; active: SeedPair }>('POST', '/api/casino/fairness/rotate', input, {
          headers: idempotencyHeaders(),
          fallbackMessage: t`Could not change your seeds`,
        })
      ).data,
    // Rotation reveals the seed of every round on the old pair and changes the frame's seeds. The
    // rotation is done once the rounds on screen are read again, so a Verify right after it
    // already has the revealed seed.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: fairnessKeys.all }), queryClient.invalidateQueries({ queryKey: minesKeys.session })]),
  });
}
