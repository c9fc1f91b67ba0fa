import { plural, t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { showToast } from '@web/components/toast';
import { usePlayerNotifications } from '@web/lib/player-notifications';
import { getPreferences } from '@web/lib/preferences';
import { playSound } from '@web/lib/sounds';

// While the site is open, a notification that arrives (a deposit approved, a market settled)
// shows as a toast with the notification sound. Bet notices follow the Bet Alerts switch; every
// notice stays on the Notifications page either way.

const BET_KINDS = new Set(['bet_settled', 'bet_matched']);

export function LiveNotifications() {
  const notifications = usePlayerNotifications();
  const newestSeen = useRef<number | undefined>(undefined);
  const items = notifications.data?.notifications;

  useEffect(() => {
    if (!items) return;
    const newest = items[0]?.id ?? 0;
    const seen = newestSeen.current;
    newestSeen.current = newest;
    // The first answer is what was there before: nothing new to announce.
    if (seen === undefined) return;
    const arrived = items.filter((item) => item.id > seen && item.read_at === null);
    const alerting = arrived.filter((item) => !BET_KINDS.has(item.kind) || getPreferences().notifications.betAlerts);
    const latest = alerting[0];
    if (!latest) return;
    const title = alerting.length > 1 ? plural(alerting.length, { other: '# new notifications' }) : t`New notification`;
    showToast('info', latest.message, title);
    playSound('notification');
  }, [items]);

  return null;
}
