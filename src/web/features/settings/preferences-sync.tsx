import { useEffect } from 'react';
import type { UserSettings } from '@shared/schemas/settings';
import { useMediaQuery } from '@web/components/use-media-query';
import { applyPreferences, usePreferences } from '@web/lib/preferences';
import { useSettings } from './api/settings';

// Puts the player's settings in force across the app: a signed-in player's from the server on
// every device, the theme and compact mode on <html> (styles.css reads them).

/** The theme in force: auto follows the phone's or computer's light or dark mode. */
export function resolveTheme(theme: UserSettings['appearance']['theme'], prefersLight: boolean): 'light' | 'dark' {
  if (theme === 'auto') return prefersLight ? 'light' : 'dark';
  return theme;
}

export function PreferencesSync() {
  const settings = useSettings();
  const { appearance } = usePreferences();
  const prefersLight = useMediaQuery('(prefers-color-scheme: light)');

  useEffect(() => {
    if (settings.data) applyPreferences(settings.data);
  }, [settings.data]);

  const theme = resolveTheme(appearance.theme, prefersLight);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.toggleAttribute('data-compact', appearance.compactMode);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'light' ? '#f4f6fb' : '#050914');
  }, [theme, appearance.compactMode]);

  return null;
}
