import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColorSelection } from '../../../../shared/schemas/casino';
import { isColorState, type ColorBet, type ColorState } from '../color-logic';
import { houseApi, idempotencyHeaders } from './house-client';
import { minesKeys, type HouseSession } from './mines';

// GET /api/casino/house/color-prediction/state (public, polled: a period lasts a minute, the
// countdown runs locally) and /bets (the player's); POST /bet with an Idempotency-Key.

export const colorKeys = {
  state: ['house', 'color', 'state'] as const,
  bets: ['house', 'color', 'bets'] as const,
};

export function useColorState() {
  return useQuery({
    queryKey: colorKeys.state,
    queryFn: async ({ signal }): Promise<ColorState> => {
      const state = await houseApi.get<unknown>('/api/casino/house/color-prediction/state', { signal, anonymous: true });
      if (!isColorState(state)) throw new Error('Invalid response format from server.');
      return state;
    },
    refetchInterval: 3_000,
  });
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
