import { useEffect } from 'react';
import { updateSessionUser } from '@web/lib/session';
import { useVerifySession } from './api/session';

/** Refreshes the stored user from the server once per token (names, roles and balances change elsewhere). */
export function SessionSync() {
  const { user } = useVerifySession();
  useEffect(() => {
    if (user) updateSessionUser(user);
  }, [user]);
  return null;
}
