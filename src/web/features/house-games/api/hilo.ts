import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playSound } from '@web/lib/sounds';
import type { HouseRound } from '@shared/schemas/casino';
import type { HiloGuess } from '@shared/fairness';
import { houseApi, idempotencyHeaders, soundOfRound } from './house-client';
import { minesKeys, type RoundAnswer } from './mines';

// GET /api/casino/house/hilo/active; POST /hilo/start, /hilo/guess, /hilo/skip, /hilo/cashout.

export const hiloKeys = { active: ['house', 'hilo', 'active'] as const };

export const activeHiloQueryOptions = () =>
  queryOptions({
    queryKey: hiloKeys.active,
    queryFn: async ({ signal }) => (await houseApi.get<{ round: HouseRound | null }>('/api/casino/house/hilo/active', { signal })).round,
  });

export function useActiveHilo() {
  return useQuery(activeHiloQueryOptions());
}

async function post(path: string, body: unknown): Promise<RoundAnswer> {
  const { data } = await houseApi.send<RoundAnswer>('POST', path, body, {
    headers: idempotencyHeaders(),
    fallbackMessage: 'Something went wrong. Please try again.',
  });
  return data;
}

export function useHiloAction() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: RoundAnswer) => {
    soundOfRound(answer.round, false);
    queryClient.setQueryData(hiloKeys.active, answer.round);
    void queryClient.invalidateQueries({ queryKey: minesKeys.session });
  };
  const start = useMutation({
    mutationFn: (input: { stake: number }) => post('/api/casino/house/hilo/start', input),
    onSuccess: (answer: RoundAnswer) => {
      playSound('bet-placed');
      onSuccess(answer);
    },
  });
  const guess = useMutation({ mutationFn: (input: { round_id: number; guess: HiloGuess }) => post('/api/casino/house/hilo/guess', input), onSuccess });
  const skip = useMutation({ mutationFn: (input: { round_id: number }) => post('/api/casino/house/hilo/skip', input), onSuccess });
  const cashOut = useMutation({ mutationFn: (input: { round_id: number }) => post('/api/casino/house/hilo/cashout', input), onSuccess });
  return { start, guess, skip, cashOut };
}
