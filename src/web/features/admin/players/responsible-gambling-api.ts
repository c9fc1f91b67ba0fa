import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponsibleGambling } from '@shared/schemas/responsible-gambling';
import { adminApi } from '../shared/admin-session';

// GET /api/admin/players/{id}/responsible-gambling: a player's own limits and any time-out or
// self-exclusion (read only: nobody lifts one).

export const playerSafetyQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['admin', 'responsible-gambling', userId] as const,
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<{ responsible_gambling: ResponsibleGambling }>(`/api/admin/players/${userId}/responsible-gambling`, {
          signal,
          fallbackMessage: 'Failed to load the player’s responsible gambling settings',
        })
      ).responsible_gambling,
    enabled: userId !== undefined,
  });

export const usePlayerSafety = (userId: number | undefined) => useQuery(playerSafetyQueryOptions(userId));
