import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSettings } from '@shared/schemas/settings';
import { api } from '@web/lib/api-client';
import { applyPreferences, writeLocalSettings } from '@web/lib/preferences';
import { getToken } from '@web/lib/session';
import { settingsKeys } from './settings';

// PUT /api/user/settings; what is saved is in force at once (lib/preferences.ts).

/** Saves on this device always, and on the server when signed in. */
export async function saveSettings(settings: UserSettings): Promise<UserSettings> {
  writeLocalSettings(settings);
  if (!getToken()) {
    applyPreferences(settings);
    return settings;
  }
  // Betting is saved by its own control as it is picked (accept-odds-setting.tsx): a form opened
  // before that would otherwise put the old choice back.
  const { betting: _savedApart, ...sections } = settings;
  const { data } = await api.send<{ settings: UserSettings }>('PUT', '/api/user/settings', sections, { fallbackMessage: 'Failed to save settings' });
  applyPreferences(data.settings);
  return data.settings;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
