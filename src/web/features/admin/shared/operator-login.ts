import { useMutation } from '@tanstack/react-query';
import type { LoginInput, Session } from '@shared/schemas/auth';
import { ApiError } from '@web/lib/api-client';
import { adminApi, adminSession } from './admin-session';

// POST /api/auth/login, accepted here only for an account with role admin.

export const NOT_AN_OPERATOR = 'This account does not have back-office access.';

export async function operatorLogin(input: LoginInput): Promise<Session> {
  const { data } = await adminApi.send<Session>('POST', '/api/auth/login', input, { fallbackMessage: 'Login failed', anonymous: true });
  if (data.user.role !== 'admin') {
    // End the player session the login just opened: it is of no use here.
    await adminApi.send('POST', '/api/auth/logout', {}, { headers: { authorization: `Bearer ${data.token}` }, anonymous: true }).catch(() => undefined);
    throw new ApiError(NOT_AN_OPERATOR, { status: 403, code: 'FORBIDDEN' });
  }
  return data;
}

export function useOperatorLogin() {
  return useMutation({ mutationFn: operatorLogin, onSuccess: (session) => adminSession.start(session.user, session.token) });
}

export async function operatorLogout(): Promise<void> {
  try {
    await adminApi.send('POST', '/api/auth/logout', {});
  } finally {
    adminSession.end();
  }
}
