import { useEffect, useState } from 'react';
import { currencies, languages, profileVisibilities, themes, timezones, type UserSettings } from '@shared/schemas/settings';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { BellIcon, GlobeIcon, ShieldIcon } from '@web/components/icons';
import { SportIcon } from '@web/components/sport-icons';
import { useSaveSettings } from './api/settings';
import { PasswordSection } from './password-section';
import { SelectRow, SettingsSection, SliderRow, SwitchRow } from './setting-controls';

export const SAVE_MESSAGE_MS = 3000;

const labels = {
  theme: { light: 'Light', dark: 'Dark', auto: 'Auto' },
  language: { en: 'English', hi: 'हिन्दी (Hindi)', bn: 'বাংলা (Bengali)', ta: 'தமிழ் (Tamil)' },
  currency: { INR: 'INR (₹)', USD: 'USD ($)', EUR: 'EUR (€)' },
  timezone: { 'Asia/Kolkata': 'Asia/Kolkata (IST)', 'Asia/Dubai': 'Asia/Dubai (GST)', UTC: 'UTC' },
  visibility: { public: 'Public', friends: 'Friends', private: 'Private' },
} as const;

const options = <T extends string>(values: readonly T[], names: Record<T, string>) => values.map((value) => ({ value, label: names[value] }));
const sessionTimeouts = [15, 30, 60, 120].map((minutes) => ({ value: minutes, label: `${minutes} minutes` }));

type SaveState = 'idle' | 'saving' | 'saved' | 'error';
const saveText: Record<SaveState, string> = { idle: 'Save Settings', saving: 'Saving...', saved: 'Saved!', error: 'Error!' };

/** Every section and option of spec §3 and §9; saving shows 'Saving...', then 'Saved!' or 'Error!' for 3 s. */
export function SettingsForm({ initial }: { initial: UserSettings }) {
  const [settings, setSettings] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const mutation = useSaveSettings();

  useEffect(() => {
    if (saveState !== 'saved' && saveState !== 'error') return;
    const timer = window.setTimeout(() => setSaveState('idle'), SAVE_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saveState]);

  const set =
    <S extends keyof UserSettings, F extends keyof UserSettings[S]>(section: S, field: F) =>
    (value: UserSettings[S][F]) =>
      setSettings((current) => ({ ...current, [section]: { ...current[section], [field]: value } }));

  const onSave = () => {
    setSaveState('saving');
    mutation.mutate(settings, {
      onSuccess: (saved) => {
        setSettings(saved);
        setSaveState('saved');
      },
      onError: () => setSaveState('error'),
    });
  };

  const { notifications, privacy, appearance, sound, security } = settings;

  return (
    <div className="flex flex-col gap-4">
      <SettingsSection title="Notification Settings" icon={<BellIcon className="size-4" />} id="notification-settings">
        <SwitchRow
          label="Email Notifications"
          description="Account updates by email"
          checked={notifications.emailNotifications}
          onChange={set('notifications', 'emailNotifications')}
        />
        <SwitchRow
          label="SMS Notifications"
          description="Important alerts by text message"
          checked={notifications.smsNotifications}
          onChange={set('notifications', 'smsNotifications')}
        />
        <SwitchRow
          label="Push Notifications"
          description="Alerts in your browser"
          checked={notifications.pushNotifications}
          onChange={set('notifications', 'pushNotifications')}
        />
        <SwitchRow
          label="Bet Alerts"
          description="When your bets are matched and settled"
          checked={notifications.betAlerts}
          onChange={set('notifications', 'betAlerts')}
        />
        <SwitchRow
          label="Promotional Emails"
          description="Offers and bonuses"
          checked={notifications.promotionalEmails}
          onChange={set('notifications', 'promotionalEmails')}
        />
        <SwitchRow
          label="Security Alerts"
          description="Sign-ins and password changes"
          checked={notifications.securityAlerts}
          onChange={set('notifications', 'securityAlerts')}
        />
      </SettingsSection>

      <SettingsSection title="Privacy & Security" icon={<ShieldIcon className="size-4" />} id="privacy-security">
        <SelectRow
          label="Profile Visibility"
          value={privacy.profileVisibility}
          options={options(profileVisibilities, labels.visibility)}
          onChange={set('privacy', 'profileVisibility')}
        />
        <SwitchRow label="Show Balance" checked={privacy.showBalance} onChange={set('privacy', 'showBalance')} />
        <SwitchRow label="Show Betting History" checked={privacy.showBettingHistory} onChange={set('privacy', 'showBettingHistory')} />
        <SwitchRow label="Allow Friend Requests" checked={privacy.allowFriendRequests} onChange={set('privacy', 'allowFriendRequests')} />
        <SwitchRow
          label="Two-Factor Authentication"
          description="An extra code when you sign in"
          checked={privacy.twoFactorAuth}
          onChange={set('privacy', 'twoFactorAuth')}
        />
        <SelectRow label="Session Timeout" value={security.sessionTimeout} options={sessionTimeouts} onChange={set('security', 'sessionTimeout')} />
        <SwitchRow label="Login Alerts" checked={security.loginAlerts} onChange={set('security', 'loginAlerts')} />
        <SwitchRow label="Device Tracking" checked={security.deviceTracking} onChange={set('security', 'deviceTracking')} />
        <SwitchRow
          label="Auto Logout"
          description="Sign out after the session timeout"
          checked={security.autoLogout}
          onChange={set('security', 'autoLogout')}
        />
      </SettingsSection>

      <SettingsSection title="Appearance & Language" icon={<GlobeIcon className="size-4" />} id="appearance-language">
        <SelectRow label="Theme" value={appearance.theme} options={options(themes, labels.theme)} onChange={set('appearance', 'theme')} />
        <SelectRow label="Language" value={appearance.language} options={options(languages, labels.language)} onChange={set('appearance', 'language')} />
        <SelectRow label="Currency" value={appearance.currency} options={options(currencies, labels.currency)} onChange={set('appearance', 'currency')} />
        <SelectRow label="Timezone" value={appearance.timezone} options={options(timezones, labels.timezone)} onChange={set('appearance', 'timezone')} />
        <SwitchRow label="Compact Mode" checked={appearance.compactMode} onChange={set('appearance', 'compactMode')} />
      </SettingsSection>

      <SettingsSection title="Sound Settings" icon={<SportIcon name="live" className="size-4" />} id="sound-settings">
        <SwitchRow label="Sound Enabled" checked={sound.soundEnabled} onChange={set('sound', 'soundEnabled')} />
        {sound.soundEnabled ? (
          <>
            <SliderRow label="Volume" value={sound.volume} onChange={set('sound', 'volume')} />
            <SwitchRow label="Bet Sounds" checked={sound.betSounds} onChange={set('sound', 'betSounds')} />
            <SwitchRow label="Win Sounds" checked={sound.winSounds} onChange={set('sound', 'winSounds')} />
            <SwitchRow label="Notification Sounds" checked={sound.notificationSounds} onChange={set('sound', 'notificationSounds')} />
          </>
        ) : null}
      </SettingsSection>

      <PasswordSection />

      <section
        aria-label="Save Settings"
        className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-xl border border-ink-600 bg-ink-800/95 p-3 shadow-2xl backdrop-blur"
      >
        <p className="text-xs text-subtle">Saved to your account and this device.</p>
        <Button
          onClick={onSave}
          disabled={saveState === 'saving'}
          className={cx(saveState === 'saved' && 'bg-none bg-success', saveState === 'error' && 'bg-none bg-danger')}
          aria-live="polite"
        >
          {saveText[saveState]}
        </Button>
      </section>
    </div>
  );
}
