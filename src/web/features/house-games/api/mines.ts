import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HouseRound, seedPairSchema } from '@shared/schemas/casino';
import { houseApi, idempotencyHeaders, soundOfRound } from './house-client';

// GET /api/casino/house/session and /mines/active; POST /mines/start, /reveal, /cashout.

export type SeedPair = z.infer<typeof seedPairSchema>;
export type HouseSession = { user_id: number; balance: number; expires_at: string; is_expired: boolean; fairness: SeedPair };
export type RoundAnswer = { round: HouseRound; balance: number };

export const minesKeys = {
  session: ['house', 'session'] as const,
  active: ['house', 'mines', 'active'] as const,
};

export const houseSessionQueryOptions = () =>
  queryOptions({
    queryKey: minesKeys.session,
    queryFn: ({ signal }) => houseApi.get<HouseSession>('/api/casino/house/session', { signal, fallbackMessage: t`Game session not found` }),
  });

export const activeMinesQueryOptions = () =>
  queryOptions({
    queryKey: minesKeys.active,
    queryFn: async ({ signal }) => (await houseApi.get<{ round: HouseRound | null }>('/api/casino/house/mines/active', { signal })).round,
  });

export function useHouseSession() {
  return useQuery(houseSessionQueryOptions());
}

export function useActiveMines() {
  return useQuery(activeMinesQueryOptions());
}

async function post(path: string, body: unknown): Promise<RoundAnswer> {
  const { data } = await houseApi.send<RoundAnswer>('POST', path, body, {
    headers: idempotencyHeaders(),
    fallbackMessage: 'Something went wrong. Please try again.',
  });
  return data;
}

export function useMinesAction() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: RoundAnswer) => {
    queryClient.setQueryData(minesKeys.active, answer.round);
    // A settled round uses up a nonce; the session's fairness and balance change with it.
    void queryClient.invalidateQueries({ queryKey: minesKeys.session });
  };
  const settled = (answer: RoundAnswer) => {
    soundOfRound(answer.round, false);
    onSuccess(answer);
  };
  const start = useMutation({
    mutationFn: (input: { stake: number; mines: number }) => post('/api/casino/house/mines/start', input),
    onSuccess: (answer: RoundAnswer) => {
      soundOfRound(answer.round, true);
      onSuccess(answer);
    },
  });
  const reveal = useMutation({ mutationFn: (input: { round_id: number; cell: number }) => post('/api/casino/house/mines/reveal', input), onSuccess: settled });
  const cashOut = useMutation({ mutationFn: (input: { round_id: number }) => post('/api/casino/house/mines/cashout', input), onSuccess: settled });
  return { start, reveal, cashOut };
}
