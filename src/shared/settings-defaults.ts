import { languages } from './i18n/languages';

// The player's settings as plain data, with no zod: their choices, defaults and a reader for a
// copy kept on a device. The web app's first bundle reads them (lib/preferences.ts) before any
// schema is loaded; schemas/settings.ts builds the API's validation from the same lists.

export const themes = ['light', 'dark', 'auto'] as const;
export const currencies = ['INR', 'USD', 'EUR'] as const;
export const timezones = ['Asia/Kolkata', 'Asia/Dubai', 'UTC'] as const;
export const profileVisibilities = ['public', 'friends', 'private'] as const;
export const acceptOddsChanges = ['never', 'better', 'any'] as const;
export type AcceptOddsChanges = (typeof acceptOddsChanges)[number];

/** The bet slip's six stake buttons (rupees), the player's own; these until they change them. */
export const DEFAULT_STAKE_BUTTONS = [100, 500, 1000, 5000, 10000, 25000];
export const STAKE_BUTTON_COUNT = 6;
export const STAKE_BUTTON_MAX = 1_000_000;

export type UserSettings = {
  notifications: {
    emailNotifications: boolean;
    smsNotifications: boolean;
    pushNotifications: boolean;
    betAlerts: boolean;
    promotionalEmails: boolean;
    securityAlerts: boolean;
  };
  privacy: {
    profileVisibility: (typeof profileVisibilities)[number];
    showBalance: boolean;
    showBettingHistory: boolean;
    allowFriendRequests: boolean;
    twoFactorAuth: boolean;
  };
  appearance: {
    theme: (typeof themes)[number];
    language: (typeof languages)[number];
    currency: (typeof currencies)[number];
    timezone: (typeof timezones)[number];
    compactMode: boolean;
  };
  sound: { soundEnabled: boolean; volume: number; betSounds: boolean; winSounds: boolean; notificationSounds: boolean };
  security: { sessionTimeout: number; loginAlerts: boolean; deviceTracking: boolean; autoLogout: boolean };
  betting: {
    acceptOddsChanges: AcceptOddsChanges;
    /** The slip's quick stake buttons, in rupees (STAKE_BUTTON_COUNT whole amounts, 1 to STAKE_BUTTON_MAX). */
    stakeButtons: number[];
    /** The slip asks the player to confirm each bet before it is placed. */
    confirmBets: boolean;
  };
};

export const defaultUserSettings: UserSettings = {
  notifications: { emailNotifications: true, smsNotifications: false, pushNotifications: true, betAlerts: true, promotionalEmails: true, securityAlerts: true },
  privacy: { profileVisibility: 'public', showBalance: true, showBettingHistory: false, allowFriendRequests: true, twoFactorAuth: false },
  appearance: { theme: 'dark', language: 'en', currency: 'INR', timezone: 'Asia/Kolkata', compactMode: false },
  sound: { soundEnabled: true, volume: 75, betSounds: true, winSounds: true, notificationSounds: true },
  security: { sessionTimeout: 30, loginAlerts: true, deviceTracking: true, autoLogout: true },
  betting: { acceptOddsChanges: 'better', stakeButtons: DEFAULT_STAKE_BUTTONS, confirmBets: false },
};

/** The settings' fields that take one of a list of words. */
const choices: Record<string, readonly string[]> = {
  profileVisibility: profileVisibilities,
  theme: themes,
  language: languages,
  currency: currencies,
  timezone: timezones,
  acceptOddsChanges,
};
/** Numeric fields' ranges (as the API's schema has them). */
const ranges: Record<string, [number, number]> = { volume: [0, 100], sessionTimeout: [5, 1440] };

/** Stake buttons read back: as many as there should be, each a whole rupee amount in range. */
export const isStakeButtonList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length === STAKE_BUTTON_COUNT && value.every((amount) => Number.isInteger(amount) && amount >= 1 && amount <= STAKE_BUTTON_MAX);

function fits(key: string, value: unknown, fallback: unknown): boolean {
  if (Array.isArray(fallback)) return key === 'stakeButtons' && isStakeButtonList(value);
  if (typeof value !== typeof fallback) return false;
  if (typeof value === 'string') return choices[key]?.includes(value) ?? false;
  if (typeof value === 'number') {
    const [min, max] = ranges[key] ?? [-Infinity, Infinity];
    return Number.isInteger(value) && value >= min && value <= max;
  }
  return true;
}

/**
 * A copy of the settings read back from a device, laid over `base` field by field: a field
 * missing, of the wrong type or out of its choices keeps the base's value (older or tampered
 * copies still load).
 */
export function settingsOver(base: UserSettings, stored: unknown): UserSettings {
  if (typeof stored !== 'object' || stored === null) return base;
  const result: Record<string, Record<string, unknown>> = {};
  for (const [section, fields] of Object.entries(base) as [string, Record<string, unknown>][]) {
    const given = (stored as Record<string, unknown>)[section];
    const copy = { ...fields };
    if (typeof given === 'object' && given !== null) {
      for (const [key, fallback] of Object.entries(fields)) {
        const value = (given as Record<string, unknown>)[key];
        if (fits(key, value, fallback)) copy[key] = value;
      }
    }
    result[section] = copy;
  }
  return result as UserSettings;
}
