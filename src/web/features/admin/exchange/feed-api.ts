import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedResult, FeedSettings, UpdateFeedSettings } from '@shared/schemas/feed';
import { adminApi } from '../shared/admin-session';

// The feed's operator endpoints: GET / PUT /api/admin/feed/settings, GET /api/admin/feed/results
// and POST /api/admin/feed/results/{id}/confirm.

export const feedKeys = { settings: ['admin', 'feed', 'settings'] as const, results: ['admin', 'feed', 'results'] as const };

export const feedSettingsQueryOptions = () =>
  queryOptions({
    queryKey: feedKeys.settings,
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ settings: FeedSettings }>('/api/admin/feed/settings', { signal, fallbackMessage: 'Failed to load the feed settings' })).settings,
  });

export const useFeedSettings = () => useQuery(feedSettingsQueryOptions());

export function useSaveFeedSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateFeedSettings) => {
      const { data, message } = await adminApi.send<{ settings: FeedSettings }>('PUT', '/api/admin/feed/settings', input, {
        fallbackMessage: 'Failed to save the feed settings',
      });
      return { settings: data.settings, message: message ?? 'Feed settings saved' };
    },
    onSuccess: ({ settings }) => queryClient.setQueryData(feedKeys.settings, settings),
  });
}

export const useFeedResults = () =>
  useQuery({
    queryKey: feedKeys.results,
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ results: FeedResult[] }>('/api/admin/feed/results', { signal, fallbackMessage: 'Failed to load the feed results' })).results,
    refetchInterval: 10_000,
  });

export function useConfirmFeedResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { message } = await adminApi.send<{ market_id: number }>('POST', `/api/admin/feed/results/${id}/confirm`, undefined, {
        fallbackMessage: 'Failed to settle the result',
      });
      return message ?? 'Result settled';
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.results }),
  });
}
