import { t } from '@lingui/core/macro';
import { BellIcon, MegaphoneIcon } from '@web/components/icons';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { PageHeader } from '@web/components/page-header';
import { errorMessage } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { useAllNotifications } from './api/all-notifications';
import { PlayerNotifications } from './player-notifications';

export function NotificationsPage() {
  const notifications = useAllNotifications();
  const user = useSessionUser();
  return (
    <div className="mx-auto max-w-3xl px-3 py-4 sm:px-4">
      <PageHeader title={t`Notifications`} icon={<BellIcon className="size-5" />} />
      {user ? <PlayerNotifications /> : null}
      <div className="rounded-xl border border-ink-600 bg-ink-850">
        {notifications.isPending ? <LoadingState label={t`Loading notifications...`} /> : null}
        {notifications.isError ? (
          <div className="p-3">
            <ErrorState
              title={t`Failed to load notifications`}
              message={errorMessage(notifications.error, t`Failed to load notifications`)}
              onRetry={() => void notifications.refetch()}
            />
          </div>
        ) : null}
        {notifications.isSuccess && notifications.data.length === 0 ? (
          <EmptyState title={t`No notification yet`} icon={<BellIcon className="size-10" />} />
        ) : null}
        {notifications.isSuccess && notifications.data.length > 0 ? (
          <ul className="divide-y divide-ink-700">
            {notifications.data.map((item) => (
              <li key={item.id} className="flex gap-3 p-4">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gold-400/15 text-gold-400">
                  <MegaphoneIcon className="size-4" />
                </span>
                <p className="text-sm leading-relaxed text-fg">{item.message}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
