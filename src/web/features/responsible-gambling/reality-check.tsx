import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { loadExtraCatalog } from '@web/i18n/i18n';
import { useSession } from '@web/lib/session';
import { playSessionQueryOptions } from './api/responsible-gambling';

// The reality check (shown in the site shell): every N minutes after sign-in, the player's
// choice, a dialog with the time since sign-in and the net result of play since, with Continue
// and Sign out. Nothing is shown when the player chose no reality check.

const MINUTE_MS = 60_000;
/** setTimeout's longest wait. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/** The next moment a check is due: a whole number of intervals after sign-in, strictly after `now`. */
export function nextCheckAt(signedInAt: number, everyMinutes: number, now: number): number {
  const period = everyMinutes * MINUTE_MS;
  const done = Math.max(0, Math.floor((now - signedInAt) / period));
  return signedInAt + (done + 1) * period;
}

/** "1 hour 5 minutes", "45 minutes". */
export function formatPlayTime(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const minutesText = plural(rest, { one: '# minute', other: '# minutes' });
  if (hours === 0) return minutesText;
  const hoursText = plural(hours, { one: '# hour', other: '# hours' });
  return rest === 0 ? hoursText : `${hoursText} ${minutesText}`;
}

export function RealityCheck({ onSignOut }: { onSignOut: () => void }) {
  const { user } = useSession();
  const session = useQuery(playSessionQueryOptions(user?.id));
  const [shownAt, setShownAt] = useState<number>();
  const everyMinutes = session.data?.reality_check_minutes ?? null;
  const signedInAt = session.data ? Date.parse(session.data.signed_in_at) : undefined;
  const { refetch } = session;

  useEffect(() => {
    if (everyMinutes === null || signedInAt === undefined || shownAt !== undefined) return;
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, nextCheckAt(signedInAt, everyMinutes, Date.now()) - Date.now()));
    const timer = window.setTimeout(() => {
      void refetch();
      // Its texts are in the extra screens' catalog: shown once that is loaded in the site's language.
      void loadExtraCatalog().finally(() => setShownAt(Date.now()));
    }, wait);
    return () => window.clearTimeout(timer);
  }, [everyMinutes, signedInAt, shownAt, refetch]);

  if (!user || shownAt === undefined || signedInAt === undefined || !session.data) return null;
  const net = session.data.net_result;
  const close = () => setShownAt(undefined);
  const playTime = formatPlayTime(shownAt - signedInAt);
  return (
    <Dialog isOpen onClose={close} title={t`Reality check`}>
      <div className="flex flex-col gap-4 text-sm text-muted">
        <p>
          <Trans>
            You have been signed in for <span className="font-semibold text-fg">{playTime}</span>.
          </Trans>
        </p>
        <p>
          {t`Your net result since you signed in:`}{' '}
          <span className={net < 0 ? 'font-semibold text-danger' : 'font-semibold text-emerald-400'}>
            {net > 0 ? '+' : ''}
            {formatRupees(net)}
          </span>
        </p>
        <p>
          <Link to="/responsible-gambling" onClick={close} className="text-lotus-300 underline">
            {t`Responsible gambling tools`}
          </Link>
        </p>
        <div className="flex justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            {t`Sign out`}
          </Button>
          <Button data-autofocus onClick={close}>
            {t`Continue`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
