import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultUserSettings, mergeSettings, updateSettingsSchema, type UserSettings } from '@shared/schemas/settings';
import { api } from '@web/lib/api-client';
import { isRecord, readJson, writeJson } from '@web/lib/local-store';
import { getToken, useSession } from '@web/lib/session';

// GET and PUT /api/user/settings, mirrored in localStorage under `userSettings` (spec §3).

export const SETTINGS_STORAGE_KEY = 'userSettings';
export const settingsKeys = { all: ['user', 'settings'] as const };

/** The settings saved on this device, laid over the defaults (older or partial copies still load). */
export function readLocalSettings(): UserSettings {
  const stored = readJson(SETTINGS_STORAGE_KEY, isRecord);
  const parsed = stored ? updateSettingsSchema.safeParse(stored) : undefined;
  return parsed?.success ? mergeSettings(defaultUserSettings, parsed.data) : defaultUserSettings;
}

export function writeLocalSettings(settings: UserSettings): void {
  writeJson(SETTINGS_STORAGE_KEY, settings);
}

export async function fetchSettings(signal?: AbortSignal): Promise<UserSettings> {
  const data = await api.get<{ settings: UserSettings }>('/api/user/settings', { signal, fallbackMessage: 'Failed to load settings' });
  return data.settings;
}

/** Saves on this device always, and on the server when signed in. */
export async function saveSettings(settings: UserSettings): Promise<UserSettings> {
  writeLocalSettings(settings);
  if (!getToken()) return settings;
  const { data } = await api.send<{ settings: UserSettings }>('PUT', '/api/user/settings', settings, { fallbackMessage: 'Failed to save settings' });
  writeLocalSettings(data.settings);
  return data.settings;
}

export const settingsQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: [...settingsKeys.all, userId] as const, queryFn: ({ signal }) => fetchSettings(signal), enabled: userId !== undefined });

export function useSettings() {
  const { user } = useSession();
  return useQuery(settingsQueryOptions(user?.id));
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
