import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Language } from '@shared/i18n/languages';
import { api } from '@web/lib/api-client';
import { getToken, useSession } from '@web/lib/session';
import { activateLanguage, currentLanguage } from './i18n';

// A signed-in player's language lives on the server (their settings' appearance.language): it is
// applied when they sign in on any device, and a choice made here is saved there. A new account
// (registration, or a demo login's fresh player) starts in the language the visitor was reading:
// the server takes it from the request's Accept-Language (api-client sends the current language).

type SettingsAnswer = { settings: { appearance: { language: Language } } };

/** The settings page's own query key and answer, so the two share one request. */
const settingsKey = (userId: number | undefined) => ['user', 'settings', userId] as const;

async function saveLanguageOnServer(language: Language): Promise<SettingsAnswer['settings']> {
  const { data } = await api.send<SettingsAnswer>('PUT', '/api/user/settings', { appearance: { language } }, { fallbackMessage: 'Failed to save settings' });
  return data.settings;
}

/** Switches the site to the language and, for a signed-in player, saves it with their settings. */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return async (language) => {
    await activateLanguage(language);
    if (!user || !getToken()) return;
    const settings = await saveLanguageOnServer(language);
    queryClient.setQueryData(settingsKey(user.id), (old: object | undefined) => (old ? { ...old, appearance: settings.appearance } : settings));
  };
}

export function LanguageSync() {
  const { user, token } = useSession();
  const userId = token ? user?.id : undefined;
  const settings = useQuery({
    queryKey: settingsKey(userId),
    queryFn: async ({ signal }) => (await api.get<SettingsAnswer>('/api/user/settings', { signal, fallbackMessage: 'Failed to load settings' })).settings,
    enabled: userId !== undefined,
  });
  const serverLanguage = settings.data?.appearance.language;
  const applied = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (userId === undefined || serverLanguage === undefined) return;
    const key = `${userId}:${serverLanguage}`;
    if (applied.current === key) return;
    applied.current = key;
    if (serverLanguage !== currentLanguage()) void activateLanguage(serverLanguage);
  }, [userId, serverLanguage]);

  return null;
}
