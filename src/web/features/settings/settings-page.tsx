import { SettingsIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { readLocalSettings, useSettings } from './api/settings';
import { SettingsForm } from './settings-form';

export function SettingsPage() {
  const user = useSessionUser();
  return (
    <div className="mx-auto max-w-3xl px-3 py-4 sm:px-4">
      <PageHeader title="Settings" icon={<SettingsIcon className="size-5" />} subtitle="Notifications, privacy, appearance and sound" />
      {user ? <AccountSettings /> : <SettingsForm initial={readLocalSettings()} />}
    </div>
  );
}

function AccountSettings() {
  const settings = useSettings();
  if (settings.isPending) return <LoadingState label="Loading settings..." />;
  if (settings.isError) {
    return (
      <ErrorState title="Failed to load settings" message={errorMessage(settings.error, 'Failed to load settings')} onRetry={() => void settings.refetch()} />
    );
  }
  return <SettingsForm initial={settings.data} />;
}
