import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@shared/schemas/settings';
import { api } from '@web/lib/api-client';
import { readLocalSettings, SETTINGS_STORAGE_KEY, writeLocalSettings } from '@web/lib/preferences';
import { useSession } from '@web/lib/session';

// GET /api/user/settings, mirrored in localStorage under `userSettings` (spec §3). Saving is in
// save-settings.ts: the shell loads this file at start (PreferencesSync), the form only later.

export { readLocalSettings, SETTINGS_STORAGE_KEY, writeLocalSettings };
export const settingsKeys = { all: ['user', 'settings'] as const };

export async function fetchSettings(signal?: AbortSignal): Promise<UserSettings> {
  const data = await api.get<{ settings: UserSettings }>('/api/user/settings', { signal, fallbackMessage: 'Failed to load settings' });
  return data.settings;
}

export const settingsQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: [...settingsKeys.all, userId] as const, queryFn: ({ signal }) => fetchSettings(signal), enabled: userId !== undefined });

export function useSettings() {
  const { user } = useSession();
  return useQuery(settingsQueryOptions(user?.id));
}
