import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playSound } from '@web/lib/sounds';
import { useEffect, useState } from 'react';
import type { ColorSelection } from '@shared/schemas/casino';
import { isColorState, parseColorEvent, type ColorBet, type ColorRound, type ColorState } from '../color-logic';
import { houseApi, idempotencyHeaders } from './house-client';
import { minesKeys, type HouseSession } from './mines';

// Colour prediction's data: the live state (GET /api/casino/house/color-prediction/stream, one
// EventSource whose `state` events land in the state query; GET /state is polled only while the
// stream is down; the countdown runs locally), the player's bets, POST /bet with an
// Idempotency-Key, and past periods for the Fairness page.

const STATE_PATH = '/api/casino/house/color-prediction/state';
const STREAM_PATH = '/api/casino/house/color-prediction/stream';

export const colorKeys = {
  state: ['house', 'color', 'state'] as const,
  bets: ['house', 'color', 'bets'] as const,
  recent: ['house', 'color', 'recent'] as const,
  period: (period: string) => ['house', 'color', 'period', period] as const,
};

async function fetchColorState(signal: AbortSignal): Promise<ColorState> {
  const state = await houseApi.get<unknown>(STATE_PATH, { signal, anonymous: true });
  if (!isColorState(state)) throw new Error('Invalid response format from server.');
  return state;
}

/** The colour state, live from the stream; `isLive` is false while it is down (and the state is polled). */
export function useColorState() {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  const state = useQuery({ queryKey: colorKeys.state, queryFn: ({ signal }) => fetchColorState(signal), refetchInterval: isLive ? false : 3_000 });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(STREAM_PATH);
    source.addEventListener('state', (event: MessageEvent<string>) => {
      const snapshot = parseColorEvent(event.data);
      if (!snapshot) return;
      queryClient.setQueryData(colorKeys.state, snapshot);
      setIsLive(true);
    });
    // EventSource reconnects by itself; until its next event the state is polled.
    source.addEventListener('error', () => setIsLive(false));
    return () => source.close();
  }, [queryClient]);

  return { state, isLive };
}

export function useMyColorBets() {
  return useQuery({
    queryKey: colorKeys.bets,
    queryFn: async ({ signal }) => (await houseApi.get<{ bets: ColorBet[] }>('/api/casino/house/color-prediction/bets', { signal })).bets,
  });
}

export function useColorBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { period: string; selection: ColorSelection; stake: number }) =>
      (
        await houseApi.send<{ bet_id: number; balance: number }>('POST', '/api/casino/house/color-prediction/bet', input, {
          headers: idempotencyHeaders(),
          fallbackMessage: 'Something went wrong. Please try again.',
        })
      ).data,
    onSuccess: (answer) => {
      playSound('bet-placed');
      queryClient.setQueryData<HouseSession>(minesKeys.session, (session) => (session ? { ...session, balance: answer.balance } : session));
      void queryClient.invalidateQueries({ queryKey: colorKeys.bets });
    },
  });
}

/** A period was drawn: the wins are paid, so read the balance and the bets again. */
export function useRefreshAfterDraw() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: minesKeys.session });
    void queryClient.invalidateQueries({ queryKey: colorKeys.bets });
  };
}

/** The last drawn periods (from GET state, read once: the Fairness page does not need them live). */
export function useRecentColorPeriods() {
  return useQuery({ queryKey: colorKeys.recent, queryFn: async ({ signal }) => (await fetchColorState(signal)).recent, staleTime: 30_000 });
}

/** One period by its id (GET /rounds/{period}), for checking a period that is no longer recent. */
export function useColorPeriod(period: string | undefined) {
  return useQuery({
    queryKey: colorKeys.period(period ?? ''),
    enabled: Boolean(period),
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await houseApi.get<{ round: ColorRound }>(`/api/casino/house/color-prediction/rounds/${encodeURIComponent(period ?? '')}`, {
          signal,
          anonymous: true,
          fallbackMessage: 'No such period',
        })
      ).round,
  });
}
