import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignIn } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

// The player's sign-ins on their devices: GET /api/auth/sessions, DELETE /api/auth/sessions/{id},
// POST /api/auth/sessions/revoke-others.

export const deviceKeys = { all: ['user', 'sign-ins'] as const };

export const signInsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...deviceKeys.all, userId] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ sessions: SignIn[] }>('/api/auth/sessions', { signal, fallbackMessage: 'Failed to load devices' })).sessions,
    enabled: userId !== undefined,
  });

export function useSignIns() {
  const { user } = useSession();
  return useQuery(signInsQueryOptions(user?.id));
}

export function useEndSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send('DELETE', `/api/auth/sessions/${id}`, undefined, { fallbackMessage: 'Failed to sign out that device' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

export function useEndOtherSignIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.send<{ revoked: number }>('POST', '/api/auth/sessions/revoke-others', undefined, { fallbackMessage: 'Failed to sign out other devices' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
