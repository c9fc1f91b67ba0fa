import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayBlock, PlaySession, ResponsibleGambling, UpdateResponsibleGamblingInput } from '@shared/schemas/responsible-gambling';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

// GET and PUT /api/user/responsible-gambling, the reality check's figures, and starting a
// time-out or self-exclusion (which cancels open bets: the wallet, balance and bets refresh).

export const responsibleKeys = {
  all: ['user', 'responsible-gambling'] as const,
  settings: (userId: number | undefined) => [...responsibleKeys.all, 'settings', userId] as const,
  session: (userId: number | undefined) => [...responsibleKeys.all, 'session', userId] as const,
};

export const LOAD_ERROR = 'Failed to load your responsible gambling settings';

export async function fetchResponsibleGambling(signal?: AbortSignal): Promise<ResponsibleGambling> {
  const data = await api.get<{ responsible_gambling: ResponsibleGambling }>('/api/user/responsible-gambling', { signal, fallbackMessage: LOAD_ERROR });
  return data.responsible_gambling;
}

export const responsibleGamblingQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: responsibleKeys.settings(userId), queryFn: ({ signal }) => fetchResponsibleGambling(signal), enabled: userId !== undefined });

export function useResponsibleGambling() {
  const { user } = useSession();
  return useQuery(responsibleGamblingQueryOptions(user?.id));
}

export function useSaveResponsibleGambling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateResponsibleGamblingInput) => {
      const { data } = await api.send<{ responsible_gambling: ResponsibleGambling }>('PUT', '/api/user/responsible-gambling', input, {
        fallbackMessage: 'Failed to save your settings',
      });
      return data.responsible_gambling;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: responsibleKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
    },
  });
}

export type BlockRequest = { kind: 'time_out'; days: number } | { kind: 'self_exclusion'; months: number };

export function useStartBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BlockRequest) => {
      const [path, body] =
        request.kind === 'time_out'
          ? ['/api/user/responsible-gambling/time-out', { days: request.days }]
          : ['/api/user/responsible-gambling/self-exclusion', { months: request.months }];
      const { data } = await api.send<{ block: PlayBlock | null }>('POST', path, body, { fallbackMessage: 'Failed to start it. Please try again.' });
      return data.block;
    },
    onSuccess: () => {
      for (const queryKey of [responsibleKeys.all, queryRoots.wallet, queryRoots.balance, queryRoots.bets]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function fetchPlaySession(signal?: AbortSignal): Promise<PlaySession> {
  return api.get<PlaySession>('/api/user/responsible-gambling/session', { signal, fallbackMessage: 'Failed to load your session' });
}

/** The reality check's interval and this sign-in's start; refetched when the dialog opens. */
export const playSessionQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: responsibleKeys.session(userId), queryFn: ({ signal }) => fetchPlaySession(signal), enabled: userId !== undefined, staleTime: 0 });
