import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings, UpdateSiteSettingsInput } from '@shared/schemas/site-settings';
import { adminApi } from '../shared/admin-session';

// GET and PUT /api/admin/site-settings: the support links players see and the USD/EUR rates.

export const siteSettingsKeys = { all: ['admin', 'site-settings'] as const };

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKeys.all,
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ site_settings: SiteSettings }>('/api/admin/site-settings', { signal, fallbackMessage: 'Failed to load the site settings' }))
        .site_settings,
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateSiteSettingsInput) => {
      const { data, message } = await adminApi.send<{ site_settings: SiteSettings }>('PUT', '/api/admin/site-settings', input, {
        fallbackMessage: 'Failed to save the site settings',
      });
      return { settings: data.site_settings, message: message ?? 'Site settings saved' };
    },
    onSuccess: ({ settings }) => queryClient.setQueryData(siteSettingsKeys.all, settings),
  });
}
