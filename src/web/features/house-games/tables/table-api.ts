import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TableGameKey } from '@shared/fairness';
import { houseApi, idempotencyHeaders } from '../api/house-client';
import { minesKeys, type HouseSession } from '../api/mines';
import { isTableState, type TableBet, type TableRound, type TableState } from './table-logic';

// A card table's data: the live state (GET …/tables/{game}/stream, one EventSource whose `state`
// events land in the state query; GET /state is polled only while the stream is down), the
// player's bets, POST /bet with an Idempotency-Key, and any round by id for the Fairness page.

const base = (game: TableGameKey) => `/api/casino/house/tables/${game}`;

export const tableKeys = {
  state: (game: TableGameKey) => ['house', 'tables', game, 'state'] as const,
  bets: (game: TableGameKey) => ['house', 'tables', game, 'bets'] as const,
  round: (game: TableGameKey, id: number) => ['house', 'tables', game, 'round', id] as const,
};

async function fetchTableState(game: TableGameKey, signal: AbortSignal): Promise<TableState> {
  const state = await houseApi.get<unknown>(`${base(game)}/state`, { signal, anonymous: true });
  if (!isTableState(state)) throw new Error('Invalid response format from server.');
  return state;
}

export function useTableState(game: TableGameKey) {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  const state = useQuery({ queryKey: tableKeys.state(game), queryFn: ({ signal }) => fetchTableState(game, signal), refetchInterval: isLive ? false : 1_000 });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${base(game)}/stream`);
    source.addEventListener('state', (event: MessageEvent<string>) => {
      let snapshot: unknown;
      try {
        snapshot = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!isTableState(snapshot)) return;
      queryClient.setQueryData(tableKeys.state(game), snapshot);
      setIsLive(true);
    });
    source.addEventListener('error', () => setIsLive(false));
    return () => source.close();
  }, [game, queryClient]);
  return { state, isLive };
}

export function useMyTableBets(game: TableGameKey) {
  return useQuery({
    queryKey: tableKeys.bets(game),
    queryFn: async ({ signal }) => (await houseApi.get<{ bets: TableBet[] }>(`${base(game)}/bets`, { signal })).bets,
  });
}

export function useTableBet(game: TableGameKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { round_id: number; bet_type: string; stake: number }) =>
      (
        await houseApi.send<{ bet_id: number; balance: number }>('POST', `${base(game)}/bet`, input, {
          headers: idempotencyHeaders(),
          fallbackMessage: 'Something went wrong. Please try again.',
        })
      ).data,
    onSuccess: (answer) => {
      queryClient.setQueryData<HouseSession>(minesKeys.session, (session) => (session ? { ...session, balance: answer.balance } : session));
      void queryClient.invalidateQueries({ queryKey: tableKeys.bets(game) });
    },
  });
}

/** A round was settled: the wins are paid, so read the balance and the bets again. */
export function useRefreshAfterRound(game: TableGameKey) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: minesKeys.session });
    void queryClient.invalidateQueries({ queryKey: tableKeys.bets(game) });
  };
}

export type RoundProof = { round: TableRound; chain: { id: number; terminating_hash: string | null; previous_hash: string | null } };

/** One round with what links it to its chain (GET /rounds/{id}), for the Fairness page. */
export function useTableRound(game: TableGameKey, id: number | undefined) {
  return useQuery({
    queryKey: tableKeys.round(game, id ?? 0),
    enabled: id !== undefined,
    retry: false,
    queryFn: ({ signal }) => houseApi.get<RoundProof>(`${base(game)}/rounds/${id ?? 0}`, { signal, anonymous: true, fallbackMessage: 'No such round' }),
  });
}

/** The table's state read once (the Fairness page lists its settled rounds). */
export function useTableRoad(game: TableGameKey) {
  return useQuery({ queryKey: [...tableKeys.state(game), 'once'], queryFn: ({ signal }) => fetchTableState(game, signal), staleTime: 10_000 });
}
