import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { BellIcon, ShieldIcon } from '@web/components/icons';
import { ErrorState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { usePlayerNotifications } from '@web/lib/player-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';

/** The signed-in player's own notifications, newest first; opening the page marks them read. */
export function PlayerNotifications() {
  const notifications = usePlayerNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread_count ?? 0;
  const { mutate: markAllRead } = markRead;
  const hasMarked = useRef(false);

  // Once per visit: seen here is read.
  useEffect(() => {
    if (unread === 0 || hasMarked.current) return;
    hasMarked.current = true;
    markAllRead();
  }, [unread, markAllRead]);

  if (notifications.isPending) return null;
  if (notifications.isError) {
    return (
      <div className="mb-4 rounded-xl border border-ink-600 bg-ink-850 p-3">
        <ErrorState
          title={t`Failed to load your notifications`}
          message={errorMessage(notifications.error, t`Failed to load notifications`)}
          onRetry={() => void notifications.refetch()}
        />
      </div>
    );
  }
  const items = notifications.data.notifications;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-notifications-heading" className="mb-4 rounded-xl border border-ink-600 bg-ink-850">
      <h2 id="my-notifications-heading" className="border-b border-ink-700 px-4 py-3 text-sm font-bold uppercase tracking-wider text-muted">
        {t`Your notifications`}
      </h2>
      <ul className="divide-y divide-ink-700">
        {items.map((item) => {
          const Icon = item.kind === 'login_alert' || item.kind === 'security' ? ShieldIcon : BellIcon;
          return (
            <li key={item.id} className="flex gap-3 p-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-lotus-500/15 text-lotus-300">
                <Icon className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="text-sm leading-relaxed text-fg">
                  {item.read_at === null ? <span className="mr-2 inline-block size-2 rounded-full bg-lotus-400" aria-label={t`Unread`} /> : null}
                  {item.message}
                </p>
                <p className="mt-1 text-xs text-subtle">{formatDateTime(item.created_at)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
