import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currencies, languages, themes, timezones, type UserSettings } from '@shared/schemas/settings';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { BellIcon, GlobeIcon, ShieldIcon } from '@web/components/icons';
import { SportIcon } from '@web/components/sport-icons';
import { useLanguage } from '@web/i18n/i18n';
import { useChooseLanguage } from '@web/i18n/language-sync';
import { useSessionUser } from '@web/lib/session';
import { useSiteSettings } from '@web/lib/site-settings';
import { saveSettings, useSaveSettings } from './api/save-settings';
import { DevicesSection } from './devices-section';
import { PasswordSection } from './password-section';
import { SelectRow, SettingsSection, SliderRow, SwitchRow } from './setting-controls';
import { TwoFactorSection } from './two-factor-section';

export const SAVE_MESSAGE_MS = 3000;
/** A change is saved this long after the last one (a volume slider dragged saves once). */
export const SAVE_AFTER_CHANGE_MS = 600;

/** The options' names in the site's language (read at render: a new language draws the page again). */
const optionLabels = () =>
  ({
    theme: { light: t`Light`, dark: t`Dark`, auto: t`Auto` },
    language: { en: 'English', hi: 'हिन्दी (Hindi)', bn: 'বাংলা (Bengali)', ta: 'தமிழ் (Tamil)' },
    currency: { INR: t`INR (₹) only`, USD: t`INR, with approximate USD ($)`, EUR: t`INR, with approximate EUR (€)` },
    timezone: { 'Asia/Kolkata': 'Asia/Kolkata (IST)', 'Asia/Dubai': 'Asia/Dubai (GST)', UTC: 'UTC' },
  }) as const;

const options = <T extends string>(values: readonly T[], names: Record<T, string>) => values.map((value) => ({ value, label: names[value] }));
const sessionTimeouts = () => [15, 30, 60, 120].map((minutes) => ({ value: minutes, label: t`${minutes} minutes` }));

type SaveState = 'idle' | 'saving' | 'saved' | 'error';
const saveText = (): Record<SaveState, string> => ({ idle: t`Save Settings`, saving: t`Saving...`, saved: t`Saved!`, error: t`Error!` });

/**
 * The spec's sections (§3, §9) with every setting that has an effect; saving shows 'Saving...',
 * then 'Saved!' or 'Error!' for 3 s, and puts the settings in force at once. Every change saves
 * itself a moment after it is made (and at once when the player leaves the page), so nothing is
 * lost to a forgotten Save; the button saves straight away.
 */
export function SettingsForm({ initial }: { initial: UserSettings }) {
  const [settings, setSettings] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const mutation = useSaveSettings();
  const user = useSessionUser();
  const site = useSiteSettings();
  const language = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const labels = optionLabels();

  useEffect(() => {
    if (saveState !== 'saved' && saveState !== 'error') return;
    const timer = window.setTimeout(() => setSaveState('idle'), SAVE_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saveState]);

  const set =
    <S extends keyof UserSettings, F extends keyof UserSettings[S]>(section: S, field: F) =>
    (value: UserSettings[S][F]) =>
      setSettings((current) => ({ ...current, [section]: { ...current[section], [field]: value } }));

  // The language is the site's own (switched, and saved, the moment it is chosen).
  const toSave = { ...settings, appearance: { ...settings.appearance, language } };
  const currentJson = JSON.stringify(toSave);
  // What the server holds (or is being sent): a form that differs from it has a change to save.
  const [savedJson, setSavedJson] = useState(() => JSON.stringify({ ...initial, appearance: { ...initial.appearance, language } }));
  const { mutate } = mutation;
  const save = useCallback(
    (next: UserSettings) => {
      setSaveState('saving');
      setSavedJson(JSON.stringify(next));
      mutate(next, {
        onSuccess: (saved) => {
          setSavedJson(JSON.stringify(saved));
          setSettings(saved);
          setSaveState('saved');
        },
        onError: () => setSaveState('error'),
      });
    },
    [mutate],
  );
  const onSave = () => save(toSave);

  // Save on change: a moment after the last change, or at once when the page is left (the
  // mounted flag's cleanup runs first on leaving, so the timer's cleanup knows to save).
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (currentJson === savedJson) return;
    const timer = window.setTimeout(() => save(JSON.parse(currentJson) as UserSettings), SAVE_AFTER_CHANGE_MS);
    return () => {
      window.clearTimeout(timer);
      if (!isMounted.current) void saveSettings(JSON.parse(currentJson) as UserSettings).catch(() => undefined);
    };
  }, [currentJson, savedJson, save]);

  const { notifications, privacy, appearance, sound, security } = settings;
  // USD and EUR only where the operator set a rate (and the player's current choice, to change it).
  const currencyOptions = options(currencies, labels.currency).filter(
    ({ value }) => value === 'INR' || value === appearance.currency || (value === 'USD' ? site.data?.usd_rate : site.data?.eur_rate),
  );

  return (
    <div className="flex flex-col gap-4">
      {/* Only what Lotus can do: there is no email channel, no public profile and no friends list. */}
      <SettingsSection title={t`Notification Settings`} icon={<BellIcon className="size-4" />} id="notification-settings">
        <SwitchRow
          label={t`Bet Alerts`}
          description={t`A message and a sound when your bets are settled, while Lotus is open; they are always in Notifications`}
          checked={notifications.betAlerts}
          onChange={set('notifications', 'betAlerts')}
        />
      </SettingsSection>

      <SettingsSection title={t`Privacy & Security`} icon={<ShieldIcon className="size-4" />} id="privacy-security">
        <SwitchRow
          label={t`Show Balance`}
          description={t`When off, the header shows •••• until you tap it`}
          checked={privacy.showBalance}
          onChange={set('privacy', 'showBalance')}
        />
        <SwitchRow
          label={t`Auto Logout`}
          description={t`Sign out after this long without activity, on every device`}
          checked={security.autoLogout}
          onChange={set('security', 'autoLogout')}
        />
        {security.autoLogout ? (
          <SelectRow label={t`Session Timeout`} value={security.sessionTimeout} options={sessionTimeouts()} onChange={set('security', 'sessionTimeout')} />
        ) : null}
      </SettingsSection>

      {/* The real security tools of a signed-in player; login alerts always come to Notifications. */}
      {user ? (
        <>
          <TwoFactorSection />
          <DevicesSection />
        </>
      ) : null}

      <SettingsSection title={t`Appearance & Language`} icon={<GlobeIcon className="size-4" />} id="appearance-language">
        <SelectRow label={t`Theme`} value={appearance.theme} options={options(themes, labels.theme)} onChange={set('appearance', 'theme')} />
        <SelectRow
          label={t`Language`}
          value={language}
          options={options(languages, labels.language)}
          onChange={(choice) => {
            set('appearance', 'language')(choice);
            void chooseLanguage(choice).catch(() => setSaveState('error'));
          }}
        />
        <SelectRow
          label={t`Currency`}
          description={t`Amounts are always in rupees; another currency shows beside them as an approximation at Lotus's rate`}
          value={appearance.currency}
          options={currencyOptions}
          onChange={set('appearance', 'currency')}
        />
        <SelectRow
          label={t`Timezone`}
          description={t`Every date and time on Lotus is shown in it`}
          value={appearance.timezone}
          options={options(timezones, labels.timezone)}
          onChange={set('appearance', 'timezone')}
        />
        <SwitchRow
          label={t`Compact Mode`}
          description={t`Smaller text and spacing: more rows on the screen`}
          checked={appearance.compactMode}
          onChange={set('appearance', 'compactMode')}
        />
      </SettingsSection>

      <SettingsSection title={t`Sound Settings`} icon={<SportIcon name="live" className="size-4" />} id="sound-settings">
        <SwitchRow label={t`Sound Enabled`} checked={sound.soundEnabled} onChange={set('sound', 'soundEnabled')} />
        {sound.soundEnabled ? (
          <>
            <SliderRow label={t`Volume`} value={sound.volume} onChange={set('sound', 'volume')} />
            <SwitchRow label={t`Bet Sounds`} checked={sound.betSounds} onChange={set('sound', 'betSounds')} />
            <SwitchRow label={t`Win Sounds`} checked={sound.winSounds} onChange={set('sound', 'winSounds')} />
            <SwitchRow label={t`Notification Sounds`} checked={sound.notificationSounds} onChange={set('sound', 'notificationSounds')} />
          </>
        ) : null}
      </SettingsSection>

      <PasswordSection />

      <section
        aria-label={t`Save Settings`}
        className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-xl border border-ink-600 bg-ink-800/95 p-3 shadow-2xl backdrop-blur"
      >
        <p className="text-xs text-subtle">{t`Changes save themselves, to your account and this device.`}</p>
        <Button
          onClick={onSave}
          disabled={saveState === 'saving'}
          className={cx(saveState === 'saved' && 'bg-none bg-success', saveState === 'error' && 'bg-none bg-danger')}
          aria-live="polite"
        >
          {saveText()[saveState]}
        </Button>
      </section>
    </div>
  );
}
