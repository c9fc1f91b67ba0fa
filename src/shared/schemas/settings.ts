import { z } from 'zod';
import { languages } from '../i18n/languages';
import {
  acceptOddsChanges,
  currencies,
  defaultUserSettings,
  profileVisibilities,
  STAKE_BUTTON_COUNT,
  STAKE_BUTTON_MAX,
  themes,
  timezones,
  type UserSettings,
} from '../settings-defaults';

export { currencies, defaultUserSettings, languages, profileVisibilities, themes, timezones, type UserSettings };

// The player's settings object (spec §3) with its defaults, and the partial update PUT accepts.

const notificationsShape = {
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  betAlerts: z.boolean(),
  promotionalEmails: z.boolean(),
  securityAlerts: z.boolean(),
};
const privacyShape = {
  profileVisibility: z.enum(profileVisibilities),
  showBalance: z.boolean(),
  showBettingHistory: z.boolean(),
  allowFriendRequests: z.boolean(),
  twoFactorAuth: z.boolean(),
};
const appearanceShape = {
  theme: z.enum(themes),
  language: z.enum(languages),
  currency: z.enum(currencies),
  timezone: z.enum(timezones),
  compactMode: z.boolean(),
};
const soundShape = {
  soundEnabled: z.boolean(),
  volume: z.number().int('Volume must be a whole number from 0 to 100').min(0, 'Volume must be from 0 to 100').max(100, 'Volume must be from 0 to 100'),
  betSounds: z.boolean(),
  winSounds: z.boolean(),
  notificationSounds: z.boolean(),
};
const securityShape = {
  /** Minutes of inactivity before the app signs out (when autoLogout is on). */
  sessionTimeout: z
    .number()
    .int('Session timeout must be a whole number of minutes')
    .min(5, 'Session timeout must be from 5 to 1440 minutes')
    .max(1440, 'Session timeout must be from 5 to 1440 minutes'),
  loginAlerts: z.boolean(),
  deviceTracking: z.boolean(),
  autoLogout: z.boolean(),
};

const bettingShape = {
  /** In play, when the price moved during the bet delay: never, better prices only, or any price. */
  acceptOddsChanges: z.enum(acceptOddsChanges, { error: 'Accept odds changes must be never, better or any' }),
  /** The bet slip's six quick stakes, in whole rupees. */
  stakeButtons: z
    .array(
      z
        .number({ error: 'Each stake button is an amount in rupees' })
        .int('Each stake button is a whole number of rupees')
        .min(1, 'Each stake button is at least ₹1')
        .max(STAKE_BUTTON_MAX, 'Each stake button is at most ₹10,00,000'),
    )
    .length(STAKE_BUTTON_COUNT, 'There are six stake buttons'),
  confirmBets: z.boolean(),
};

export const userSettingsSchema = z.object({
  notifications: z.object(notificationsShape),
  privacy: z.object(privacyShape),
  appearance: z.object(appearanceShape),
  sound: z.object(soundShape),
  security: z.object(securityShape),
  betting: z.object(bettingShape),
});
// The schema and the plain type must describe the same object.
const sameShape: z.infer<typeof userSettingsSchema> extends UserSettings ? (UserSettings extends z.infer<typeof userSettingsSchema> ? true : never) : never =
  true;
void sameShape;

/** PUT /api/user/settings: any subset of sections and of fields within them; unknown keys are dropped. */
export const updateSettingsSchema = z
  .object({
    notifications: z.object(notificationsShape).partial().optional(),
    privacy: z.object(privacyShape).partial().optional(),
    appearance: z.object(appearanceShape).partial().optional(),
    sound: z.object(soundShape).partial().optional(),
    security: z.object(securityShape).partial().optional(),
    betting: z.object(bettingShape).partial().optional(),
  })
  .refine((update) => Object.values(update).some((section) => section !== undefined && Object.keys(section).length > 0), {
    message: 'No settings to update',
  });
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

/** The stored settings with an update laid over them, section by section. */
export function mergeSettings(current: UserSettings, update: UpdateSettingsInput): UserSettings {
  return {
    notifications: { ...current.notifications, ...update.notifications },
    privacy: { ...current.privacy, ...update.privacy },
    appearance: { ...current.appearance, ...update.appearance },
    sound: { ...current.sound, ...update.sound },
    security: { ...current.security, ...update.security },
    betting: { ...current.betting, ...update.betting },
  };
}
