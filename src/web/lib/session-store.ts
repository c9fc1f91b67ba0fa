import { useSyncExternalStore } from 'react';
import type { User } from '@shared/schemas/user';
import { isRecord, readJson, readText, removeKey, writeJson, writeText } from './local-store';

// A signed-in user and bearer token kept in localStorage under two keys. The player site and
// the back office each have one (an operator can be signed in to both at once).

export type SessionUser = User;
export type SessionState = { user: SessionUser | undefined; token: string | undefined };

export type SessionStore = {
  getSession: () => SessionState;
  getToken: () => string | undefined;
  start: (user: SessionUser, token: string) => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  end: () => void;
  reload: () => void;
  useSession: () => SessionState;
};

function isSessionUser(value: unknown): value is SessionUser {
  return isRecord(value) && typeof value.id === 'number' && typeof value.username === 'string';
}

const signedOut: SessionState = { user: undefined, token: undefined };

export function createSessionStore(userKey: string, tokenKey: string): SessionStore {
  const readStored = (): SessionState => {
    const token = readText(tokenKey);
    const user = readJson(userKey, isSessionUser);
    // A user without a token (or the reverse) is a broken leftover: treat it as signed out.
    return user && token ? { user, token } : signedOut;
  };

  let state: SessionState = typeof localStorage === 'undefined' ? signedOut : readStored();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSession = () => state;

  const store: SessionStore = {
    getSession,
    getToken: () => state.token,
    start: (user, token) => {
      state = { user, token };
      writeJson(userKey, user);
      writeText(tokenKey, token);
      emit();
    },
    updateUser: (patch) => {
      if (!state.user) return;
      state = { ...state, user: { ...state.user, ...patch } };
      writeJson(userKey, state.user);
      emit();
    },
    end: () => {
      if (!state.user && !state.token) return;
      state = signedOut;
      removeKey(userKey);
      removeKey(tokenKey);
      emit();
    },
    reload: () => {
      state = readStored();
      emit();
    },
    useSession: () => useSyncExternalStore(subscribe, getSession, getSession),
  };

  // Another tab signing in or out.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === userKey || event.key === tokenKey) store.reload();
    });
  }
  return store;
}
