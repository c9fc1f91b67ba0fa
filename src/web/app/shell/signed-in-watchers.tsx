import { Suspense } from 'react';
import { useSignOut } from '@web/features/auth';
import { RealityCheck } from '@web/features/responsible-gambling';
import { LiveNotifications } from './live-notifications';

/**
 * What watches over a signed-in player's visit and draws nothing until it acts: new notifications
 * as toasts with their sound, and the reality check. The shell loads it (its own chunk) only once
 * a player is signed in. (The idle logout is not here: its clock starts with the page.)
 */
export function SignedInWatchers() {
  const signOut = useSignOut();
  return (
    <>
      <LiveNotifications />
      <Suspense fallback={null}>
        <RealityCheck onSignOut={() => void signOut()} />
      </Suspense>
    </>
  );
}
