import { t } from '@lingui/core/macro';
import { SettingsIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { AcceptOddsSetting } from './accept-odds-setting';
import { readLocalSettings, useSettings } from './api/settings';
import { BetSlipSettings } from './bet-slip-settings';
import { SettingsForm } from './settings-form';

export function SettingsPage() {
  const user = useSessionUser();
  return (
    <div className="mx-auto max-w-3xl px-3 py-4 sm:px-4">
      <PageHeader title={t`Settings`} icon={<SettingsIcon className="size-5" />} subtitle={t`Notifications, privacy, appearance and sound`} />
      {user ? <AccountSettings /> : <SettingsForm initial={readLocalSettings()} />}
    </div>
  );
}

function AccountSettings() {
  const settings = useSettings();
  if (settings.isPending) return <LoadingState label={t`Loading settings...`} />;
  if (settings.isError) {
    return (
      <ErrorState
        title={t`Failed to load settings`}
        message={errorMessage(settings.error, t`Failed to load settings`)}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <SettingsForm initial={settings.data} />
      <AcceptOddsSetting initial={settings.data.betting.acceptOddsChanges} />
      <BetSlipSettings initial={settings.data.betting} />
    </div>
  );
}
