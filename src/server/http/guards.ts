import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../errors';
import { findSessionUser, forgetSessionToken, rememberedSessionUser, touchSession, type AuthUser } from './session-lookup';

// Guards are named one-liners that throw. Route handlers call them first.

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i.exec(header);
  return match?.[1];
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  if (request.authUser) return request.authUser;
  if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', 'No authentication token found');
  const token = bearerToken(request);
  const user = token ? await findSessionUser(request.server.db, token) : undefined;
  if (!user) throw unauthorized();
  await touchSession(request.server.db, user);
  request.authUser = user;
  return user;
}

/**
 * requireUser for a route that checks the sign-in session again inside its own transaction
 * (placing a bet): a token seen live before costs no query (rememberedSessionUser). The answer is
 * not kept as request.authUser, so nothing else takes it for checked; when the transaction finds
 * the session no longer live, forgetRememberedUser and then requireUser give the usual answer.
 */
export async function requireRememberedUser(request: FastifyRequest): Promise<AuthUser> {
  if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', 'No authentication token found');
  const token = bearerToken(request);
  const user = token ? await rememberedSessionUser(request.server.db, token) : undefined;
  if (!user) throw unauthorized();
  return user;
}

export function forgetRememberedUser(request: FastifyRequest): void {
  const token = bearerToken(request);
  if (token) forgetSessionToken(request.server.db, token);
}

export function requireRole(role: AuthUser['role']) {
  return async (request: FastifyRequest): Promise<AuthUser> => {
    const user = await requireUser(request);
    if (user.role !== role) throw forbidden('You do not have permission to do this');
    return user;
  };
}

export const requireAdmin = requireRole('admin');

export const NOT_A_PLAYER = 'The operator account cannot bet, play, deposit or withdraw';

/** A signed-in player: every route that moves a player's money refuses the operator account. */
export async function requirePlayer(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (user.role !== 'player') throw forbidden(NOT_A_PLAYER);
  return user;
}

/** A signed-in real player (not the operator, not the demo player) for deposits and withdrawals. */
export async function requireRealPlayer(request: FastifyRequest): Promise<AuthUser> {
  const user = await requirePlayer(request);
  if (user.isDemo) throw forbidden('Demo accounts cannot deposit or withdraw');
  return user;
}
