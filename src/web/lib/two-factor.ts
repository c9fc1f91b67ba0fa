import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@shared/schemas/two-factor';
import { api } from './api-client';
import { useSession } from './session';

// Whether the player has two-factor sign-in on (GET /api/auth/2fa): the settings panel shows it,
// and the withdrawal and add-account forms then ask for a code.

export const twoFactorKeys = { all: ['user', 'two-factor'] as const };

export const twoFactorStatusQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...twoFactorKeys.all, userId] as const,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/auth/2fa', { signal, fallbackMessage: 'Failed to load two-factor sign-in' }),
    enabled: userId !== undefined,
  });

export function useTwoFactorStatus() {
  const { user } = useSession();
  return useQuery(twoFactorStatusQueryOptions(user?.id));
}

/** True when the signed-in player must give a code with sensitive forms. */
export function useIsTwoFactorOn(): boolean {
  return useTwoFactorStatus().data?.enabled === true;
}
