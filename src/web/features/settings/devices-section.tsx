import { t } from '@lingui/core/macro';
import { Button } from '@web/components/button';
import { GlobeIcon } from '@web/components/icons';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { useEndOtherSignIns, useEndSignIn, useSignIns } from './api/devices';
import { SettingsSection } from './setting-controls';

/** Where the player is signed in: each device with its address and times, and a way to sign it out. */
export function DevicesSection() {
  const signIns = useSignIns();
  const endOne = useEndSignIn();
  const endOthers = useEndOtherSignIns();
  const others = signIns.data?.filter((signIn) => !signIn.current) ?? [];

  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => showToast('success', t`Signed out of every other device`),
      onError: (error) => showToast('error', errorMessage(error, t`Failed to sign out other devices`)),
    });

  return (
    <SettingsSection title={t`Devices`} icon={<GlobeIcon className="size-4" />} id="devices">
      {signIns.isPending ? <LoadingState label={t`Loading devices...`} /> : null}
      {signIns.isError ? (
        <div className="py-3">
          <ErrorState
            title={t`Failed to load devices`}
            message={errorMessage(signIns.error, t`Failed to load devices`)}
            onRetry={() => void signIns.refetch()}
          />
        </div>
      ) : null}
      {signIns.isSuccess ? (
        <>
          <ul aria-label={t`Signed-in devices`} className="divide-y divide-ink-700/60">
            {signIns.data.map((signIn) => (
              <li key={signIn.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-fg">
                    {signIn.device}
                    {signIn.current ? (
                      <span className="ml-2 rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">{t`This device`}</span>
                    ) : null}
                  </p>
                  <p className="text-xs text-subtle">
                    {signIn.ip_address ? `${signIn.ip_address} · ` : ''}
                    {t`Signed in ${formatDateTime(signIn.created_at)} · Last seen ${formatDateTime(signIn.last_seen_at)}`}
                  </p>
                </div>
                {signIn.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t`Sign out ${signIn.device}`}
                    isLoading={endOne.isPending && endOne.variables === signIn.id}
                    onClick={() => endOne.mutate(signIn.id, { onError: (error) => showToast('error', errorMessage(error, t`Failed to sign out that device`)) })}
                  >
                    {t`Sign out`}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <div className="py-3">
              <Button variant="secondary" onClick={onEndOthers} isLoading={endOthers.isPending}>
                {t`Sign out everywhere else`}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </SettingsSection>
  );
}
