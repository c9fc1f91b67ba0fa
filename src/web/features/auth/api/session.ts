import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoginInput, RegisterInput, Session } from '@shared/schemas/auth';
import type { User } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { endSession, useSession } from '@web/lib/session';

// Sign-in, sign-up, demo, sign-out and token check: POST /api/auth/{login,register,demo,logout}, GET /api/auth/verify-token.

/**
 * Drops everything cached for the last player (balances, bets, wallet...). Only the public
 * content (banners, ticker), which every visitor sees, stays.
 */
export function forgetPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'content' });
}

export const authKeys = {
  verify: (userId: number | undefined) => ['auth', 'verify-token', userId] as const,
};

export async function login(input: LoginInput): Promise<Session> {
  const { data } = await api.send<Session>('POST', '/api/auth/login', input, { fallbackMessage: 'Login failed', anonymous: true });
  return data;
}

export async function loginDemo(): Promise<Session> {
  const { data } = await api.send<Session>('POST', '/api/auth/demo', {}, { fallbackMessage: 'Login failed', anonymous: true });
  return data;
}

export async function register(input: RegisterInput): Promise<Session> {
  const { data } = await api.send<Session>('POST', '/api/auth/register', input, { fallbackMessage: 'Registration failed', anonymous: true });
  return data;
}

export async function logout(): Promise<void> {
  await api.send<unknown>('POST', '/api/auth/logout', {});
}

export async function verifyToken(): Promise<User> {
  const data = await api.get<{ user: User }>('/api/auth/verify-token');
  return data.user;
}

/** Sign out (spec §4): tell the server, then clear user, token and every cached balance. */
export function useSignOut() {
  const queryClient = useQueryClient();
  // One function for the life of the client: effects that sign out (auto logout) keep their timers.
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is dropped here either way; a dead token cannot be used again.
    }
    endSession();
    forgetPlayerData(queryClient);
  }, [queryClient]);
}

/** On start, confirm the stored token with the server; a dead token signs the player out (api client). */
export function useVerifySession() {
  const { user, token } = useSession();
  const query = useQuery({
    queryKey: authKeys.verify(user?.id),
    queryFn: verifyToken,
    enabled: Boolean(token && user),
    staleTime: Infinity,
    retry: false,
  });
  return { user: query.data, isVerified: query.isSuccess };
}
