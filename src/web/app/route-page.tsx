import { t } from '@lingui/core/macro';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { useSession } from '../lib/session';
import type { ShellRoute } from './routes';

export const SITE_NAME = 'Lotus Exchange';

/** One route's page: its document title, the sign-in guard, and a loading state while its chunk arrives. */
export function RoutePage({ route }: { route: ShellRoute }) {
  const { user } = useSession();
  const location = useLocation();

  useEffect(() => {
    document.title = route.path === '/' ? `${SITE_NAME} — ${t`Cricket, Sports Betting and Casino`}` : `${t(route.title)} · ${SITE_NAME}`;
  }, [route]);

  if (route.requiresAuth && !user) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  const { Page } = route;
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
