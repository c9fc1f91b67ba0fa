import { describe, expect, it } from 'vitest';
import { updateSettingsSchema } from './schemas/settings';
import { defaultUserSettings, settingsOver } from './settings-defaults';

describe('settings read back from a device', () => {
  it('takes every field that fits, keeps the default for one missing, mistyped or out of its choices', () => {
    const stored = {
      appearance: { theme: 'light', language: 'hi', timezone: 'Mars/Base', compactMode: 'yes' },
      sound: { volume: 40, betSounds: false },
      security: { sessionTimeout: 2 },
      betting: { acceptOddsChanges: 'any', stakeButtons: [10, 20, 30, 40, 50, 60], confirmBets: true },
      extra: { anything: true },
    };
    const read = settingsOver(defaultUserSettings, stored);
    expect(read.appearance).toEqual({ ...defaultUserSettings.appearance, theme: 'light', language: 'hi' });
    expect(read.sound).toEqual({ ...defaultUserSettings.sound, volume: 40, betSounds: false });
    expect(read.security).toEqual(defaultUserSettings.security);
    expect(read.betting).toEqual({ acceptOddsChanges: 'any', stakeButtons: [10, 20, 30, 40, 50, 60], confirmBets: true });
    expect(read).not.toHaveProperty('extra');
  });

  it('gives the defaults for nothing or junk, and never more than the API would accept', () => {
    expect(settingsOver(defaultUserSettings, null)).toEqual(defaultUserSettings);
    expect(settingsOver(defaultUserSettings, 'text')).toEqual(defaultUserSettings);
    const read = settingsOver(defaultUserSettings, { sound: { volume: 101 }, privacy: { profileVisibility: 'everyone' } });
    expect(read).toEqual(defaultUserSettings);
    expect(updateSettingsSchema.safeParse(settingsOver(defaultUserSettings, { appearance: { theme: 'auto' } })).success).toBe(true);
    // Stake buttons: six whole rupee amounts from 1 to 10,00,000, or the defaults.
    for (const stakeButtons of [null, [1, 2, 3], [1, 2, 3, 4, 5, 2.5], [0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 2_000_000], 'many', [1, 2, 3, 4, 5, '6']]) {
      expect(settingsOver(defaultUserSettings, { betting: { stakeButtons } }).betting.stakeButtons).toEqual(defaultUserSettings.betting.stakeButtons);
    }
  });
});
