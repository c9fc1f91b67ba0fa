import { useSyncExternalStore } from 'react';
import { defaultUserSettings, settingsOver, type UserSettings } from '@shared/settings-defaults';
import { isRecord, readJson, writeJson } from './local-store';

// The player's settings as the whole app applies them: the formatters read the timezone, the
// header the balance switch, the sounds their switches and volume. A visitor's come from this
// device; a signed-in player's from the server (the settings feature keeps them in step).

export const SETTINGS_STORAGE_KEY = 'userSettings';

/** The settings saved on this device, laid over the defaults (older or partial copies still load). */
export function readLocalSettings(): UserSettings {
  return settingsOver(defaultUserSettings, readJson(SETTINGS_STORAGE_KEY, isRecord));
}

export function writeLocalSettings(settings: UserSettings): void {
  writeJson(SETTINGS_STORAGE_KEY, settings);
}

let current: UserSettings | undefined;
const listeners = new Set<() => void>();

export function getPreferences(): UserSettings {
  current ??= readLocalSettings();
  return current;
}

/** Makes these the settings in force (and this device's copy). */
export function applyPreferences(settings: UserSettings): void {
  writeLocalSettings(settings);
  if (current === settings) return;
  current = settings;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): UserSettings {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}
