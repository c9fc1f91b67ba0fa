import { plural, t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '@web/features/auth';
import { showToast } from '@web/components/toast';
import { usePreferences } from '@web/lib/preferences';
import { useSessionUser } from '@web/lib/session';

// Auto logout in the browser: after the player's chosen minutes with no tap, key or wheel, the
// sign-in ends and the login page shows. The server ends the sign-in after the same idle time
// too (a closed laptop's tab is signed out when it wakes).

// What only a person does: a programmatic scroll (a route change's scroll to the top) is not activity.
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const CHECK_EVERY_MS = 15_000;

// The last tap, key or wheel, watched from the page's start: idle time counts from the player's
// last activity, not from when their settings arrived after sign-in.
let lastActiveAt = Date.now();
if (typeof window !== 'undefined') {
  for (const event of ACTIVITY) window.addEventListener(event, () => (lastActiveAt = Date.now()), { passive: true });
}

export function IdleLogout() {
  const user = useSessionUser();
  const { security } = usePreferences();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const minutes = user && security.autoLogout ? security.sessionTimeout : undefined;

  useEffect(() => {
    if (minutes === undefined) return;
    const timer = window.setInterval(() => {
      if (Date.now() - lastActiveAt < minutes * 60_000) return;
      window.clearInterval(timer);
      void signOut().then(() => {
        showToast(
          'info',
          plural(minutes, { one: 'You were signed out after # minute without activity.', other: 'You were signed out after # minutes without activity.' }),
          t`Signed out`,
        );
        navigate('/login');
      });
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [minutes, signOut, navigate]);

  return null;
}
