import { createSessionStore, type SessionState, type SessionUser } from './session-store';

// The player's session (spec §3, §4): the user under `lotus_user` and the bearer token under
// `lotus_token`. Read once at start; every change is saved and broadcast.

export const USER_KEY = 'lotus_user';
export const TOKEN_KEY = 'lotus_token';

export type { SessionState, SessionUser };

const playerSession = createSessionStore(USER_KEY, TOKEN_KEY);

export const getSession = playerSession.getSession;
export const getToken = playerSession.getToken;
/** After login, registration or demo login. */
export const startSession = playerSession.start;
/** Keeps the stored user in step with what the server last said (profile edits, balances). */
export const updateSessionUser = playerSession.updateUser;
/** Sign-out and dead tokens: both keys go. */
export const endSession = playerSession.end;
/** Re-reads storage (tests). */
export const reloadSession = playerSession.reload;
export const useSession = playerSession.useSession;

export function useSessionUser(): SessionUser | undefined {
  return useSession().user;
}
