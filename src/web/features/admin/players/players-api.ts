import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustmentInput,
  NoteInput,
  Paged,
  PlayerDetail,
  PlayerList,
  PlayerListQuery,
  PlayerRow,
  PlayerStatusInput,
  ResetPlayerPasswordInput,
  SignOutInput,
} from '@shared/schemas/players';
import { adminApi } from '../shared/admin-session';
import { adminQueryRoots } from '../shared/query-roots';

// The players screen and the player page: GET /api/admin/players (and ?format=csv),
// GET /api/admin/players/{id} and its sections, and the operator's actions on a player.

export const PLAYERS_PAGE_SIZE = 25;
export const SECTION_PAGE_SIZE = 20;

export type PlayerFilters = Pick<PlayerListQuery, 'sort'> & { search: string; status: PlayerListQuery['status']; demo: PlayerListQuery['demo'] };

export const playerKeys = {
  all: adminQueryRoots.players,
  list: (filters: PlayerFilters, page: number) => [...playerKeys.all, 'list', filters, page] as const,
  player: (id: number) => [...playerKeys.all, id] as const,
  section: (id: number, section: string, page: number) => [...playerKeys.all, id, section, page] as const,
};

/** The list's query as the API takes it (the screen's filters; the CSV download sends the same). */
export const playerListQuery = (filters: PlayerFilters) => ({ search: filters.search.trim(), status: filters.status, demo: filters.demo, sort: filters.sort });

export const playersQueryOptions = (filters: PlayerFilters, page: number) =>
  queryOptions({
    queryKey: playerKeys.list(filters, page),
    queryFn: ({ signal }) =>
      adminApi.get<PlayerList>('/api/admin/players', {
        signal,
        query: { ...playerListQuery(filters), page, page_size: PLAYERS_PAGE_SIZE },
        fallbackMessage: 'Failed to load players',
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePlayers = (filters: PlayerFilters, page: number) => useQuery(playersQueryOptions(filters, page));

export const playerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: playerKeys.player(id),
    queryFn: ({ signal }) => adminApi.get<PlayerDetail>(`/api/admin/players/${id}`, { signal, fallbackMessage: 'Failed to load the player' }),
    staleTime: 0,
  });

export const usePlayer = (id: number) => useQuery(playerQueryOptions(id));

export type PlayerSection = 'bets' | 'casino-rounds' | 'payments' | 'bank-accounts' | 'sessions' | 'notes' | 'referred' | 'audit';

export const playerSectionQueryOptions = <Row>(id: number, section: PlayerSection, page: number) =>
  queryOptions({
    queryKey: playerKeys.section(id, section, page),
    queryFn: ({ signal }) =>
      adminApi.get<Paged<Row>>(`/api/admin/players/${id}/${section}`, {
        signal,
        query: { page, page_size: SECTION_PAGE_SIZE },
        fallbackMessage: 'Failed to load this section',
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePlayerSection = <Row>(id: number, section: PlayerSection, page: number) => useQuery(playerSectionQueryOptions<Row>(id, section, page));

/** After an action everything shown of the player is stale: their figures and every section. */
export function useRefreshPlayer(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: playerKeys.player(id) });
}

export function useAdjustBalance(id: number) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: async ({ input, key }: { input: AdjustmentInput; key: string }) =>
      adminApi.send<{ transfer_id: number; balances: PlayerRow['balances'] }>('POST', `/api/admin/players/${id}/adjustments`, input, {
        headers: { 'idempotency-key': key },
        fallbackMessage: 'Failed to adjust the balance',
      }),
    onSuccess: refresh,
  });
}

export function useSetPlayerStatus(id: number) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: (input: PlayerStatusInput) => adminApi.send('PUT', `/api/admin/users/${id}/status`, input, { fallbackMessage: 'Failed to change the status' }),
    onSuccess: refresh,
  });
}

export function useSignOutPlayer(id: number) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: (input: SignOutInput) =>
      adminApi.send<{ ended: number }>('POST', `/api/admin/players/${id}/sign-out`, input, { fallbackMessage: 'Failed to sign out' }),
    onSuccess: refresh,
  });
}

/** A new password texted to the player (the operator never sees it); their sign-ins end. */
export function useResetPlayerPassword(id: number) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: (input: ResetPlayerPasswordInput) =>
      adminApi.send<{ sessions_ended: number }>('POST', `/api/admin/players/${id}/reset-password`, input, {
        fallbackMessage: 'Failed to reset the password',
      }),
    onSuccess: refresh,
  });
}

/** Turns the player's two-factor sign-in off, with a reason (audited; the player is told by SMS). */
export function useResetTwoFactor(id: number) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: (input: { reason: string }) =>
      adminApi.send('POST', `/api/admin/players/${id}/two-factor/reset`, input, { fallbackMessage: 'Failed to reset two-factor sign-in' }),
    onSuccess: refresh,
  });
}

export function useAddNote(id: number) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: (input: NoteInput) => adminApi.send('POST', `/api/admin/players/${id}/notes`, input, { fallbackMessage: 'Failed to add the note' }),
    onSuccess: refresh,
  });
}
