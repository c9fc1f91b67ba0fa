import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerWalletLimits, WalletLimitsInput } from '@shared/schemas/wallet-limits';
import { adminApi } from '../shared/admin-session';

// GET and PUT /api/admin/wallet-limits/{userId}: one player's daily limits (rupees).

export const walletLimitsKeys = { player: (userId: number | undefined) => ['admin', 'wallet-limits', userId] as const };

export const playerLimitsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: walletLimitsKeys.player(userId),
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ limits: PlayerWalletLimits }>(`/api/admin/wallet-limits/${userId}`, { signal, fallbackMessage: 'Failed to load the limits' }))
        .limits,
    enabled: userId !== undefined,
  });

export const usePlayerLimits = (userId: number | undefined) => useQuery(playerLimitsQueryOptions(userId));

export function useSetPlayerLimits(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WalletLimitsInput) => {
      const { data, message } = await adminApi.send<{ limits: PlayerWalletLimits }>('PUT', `/api/admin/wallet-limits/${userId}`, input, {
        fallbackMessage: 'Failed to save the limits',
      });
      return { limits: data.limits, message: message ?? 'Daily limits updated' };
    },
    onSuccess: ({ limits }) => queryClient.setQueryData(walletLimitsKeys.player(userId), limits),
  });
}
