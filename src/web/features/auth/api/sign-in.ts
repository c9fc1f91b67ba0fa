import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@shared/schemas/auth';
import { keepLanguageForNewAccount } from '@web/i18n/language-sync';
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
  return useMutation({
    mutationFn: loginDemo,
    onSuccess: (session) => {
      // Every demo login is a fresh demo player: it keeps the language of the visitor.
      keepLanguageForNewAccount();
      start(session);
    },
  });
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => {
      // A new account starts in the language its player chose before registering.
      keepLanguageForNewAccount();
      start(session);
    },
  });
}
