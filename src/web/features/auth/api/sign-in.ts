import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@shared/schemas/auth';
import { startSession } from '@web/lib/session';
import { forgetPlayerData, login, loginDemo, register } from './session';

// The sign-in mutations of the login and register pages (kept apart from session.ts, which the
// shell loads on every page).

/** A new session replaces whatever the last player left in the cache. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    forgetPlayerData(queryClient);
    startSession(session.user, session.token);
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: start });
}

export function useDemoLogin() {
  const start = useStartSession();
  return useMutation({ mutationFn: loginDemo, onSuccess: start });
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({ mutationFn: register, onSuccess: start });
}
