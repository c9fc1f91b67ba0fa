import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

// Who holds a bearer token: the lookup behind the guards (guards.ts). Signing in, out and the
// purge of ended sign-ins are the auth module's (modules/auth/sessions.ts).

/** The signed-in user as the guard finds it: the session and the whole user row, in one query. */
export type AuthUser = {
  id: number;
  username: string;
  displayName: string;
  phoneNumber: string;
  email: string | null;
  status: 'active' | 'suspended' | 'closed';
  role: 'player' | 'admin';
  isDemo: boolean;
  createdAt: Date;
  sessionId: number;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function prepareFindSessionUser(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      phoneNumber: users.phoneNumber,
      email: users.email,
      status: users.status,
      role: users.role,
      isDemo: users.isDemo,
      createdAt: users.createdAt,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`, eq(users.status, 'active')),
    )
    .limit(1)
    .prepare('find_session_user');
}

// Every authenticated request but an order runs this query (an order checks its session in its
// own transaction: rememberedSessionUser): built once per database and, on PostgreSQL, a named
// prepared statement that each connection parses and plans once.
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareFindSessionUser>>();

/** The active user behind a token, or undefined when the token is unknown, expired, revoked, or the user is not active. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | undefined> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareFindSessionUser(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  return row;
}

/** Tokens remembered per database: beyond this many, the oldest remembered is forgotten first. */
const REMEMBERED_TOKENS = 20_000;
const rememberedTokens = new WeakMap<Db, Map<string, AuthUser>>();

/**
 * The user behind a token for a route that checks the sign-in session again inside its own
 * transaction (placing a bet: the market lock's round trip does, exchange_lock_markets): a token
 * this process has seen live before costs no query here; an unknown one is looked up as
 * findSessionUser does, and remembered when live. What it answers is who holds the token, not
 * that the session is still live: a route using it must check that, and call forgetSessionToken
 * when the check fails. Tokens are remembered by their hash, as the database keeps them.
 */
export async function rememberedSessionUser(db: Db, token: string): Promise<AuthUser | undefined> {
  let remembered = rememberedTokens.get(db);
  if (!remembered) {
    remembered = new Map();
    rememberedTokens.set(db, remembered);
  }
  const tokenHash = hashToken(token);
  const known = remembered.get(tokenHash);
  if (known) return known;
  const user = await findSessionUser(db, token);
  if (!user) return undefined;
  if (remembered.size >= REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value as string);
  remembered.set(tokenHash, user);
  return user;
}

/** Forgets a remembered token (its session turned out no longer live). */
export function forgetSessionToken(db: Db, token: string): void {
  rememberedTokens.get(db)?.delete(hashToken(token));
}
