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
  /** When the sign-in was last seen in use (written at most every LAST_SEEN_EVERY_MS, by touchSession). */
  lastSeenAt: Date;
  /** The player's auto logout: minutes without activity that end the sign-in, or null when off. */
  idleLogoutMinutes: number | null;
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
      lastSeenAt: sessions.lastSeenAt,
      idleLogoutMinutes: users.idleLogoutMinutes,
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

/** A sign-in's last-seen time is written at most this often: not a write per request. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/**
 * Auto logout: how often a sign-in with an idle time notes its use, and how long after the last
 * note it ends. Notes come every tenth of the idle time (at most LAST_SEEN_EVERY_MS apart), and
 * the end is a tenth past the idle time, so a sign-in ends between the idle time and 1.1 times
 * it after the player's last request: never early.
 */
export function idleWindow(minutes: number): { touchEveryMs: number; endsAfterMs: number } {
  const tenth = Math.min(LAST_SEEN_EVERY_MS, (minutes * 60_000) / 10);
  return { touchEveryMs: tenth, endsAfterMs: minutes * 60_000 + tenth };
}

/**
 * Notes that the user's sign-in is in use, when its last-seen time is older than the interval,
 * and with auto logout on moves its end to the idle time from now (never past the end the token
 * was issued with).
 */
export async function touchSession(db: Db, user: AuthUser, now = Date.now()): Promise<void> {
  const idle = user.idleLogoutMinutes === null ? undefined : idleWindow(user.idleLogoutMinutes);
  const every = idle?.touchEveryMs ?? LAST_SEEN_EVERY_MS;
  if (now - user.lastSeenAt.getTime() < every) return;
  await db
    .update(sessions)
    .set({
      lastSeenAt: new Date(now),
      expiresAt: idle ? sql`least(${sessions.absoluteExpiresAt}, ${new Date(now + idle.endsAfterMs)}::timestamptz)` : sql`${sessions.absoluteExpiresAt}`,
    })
    .where(and(eq(sessions.id, user.sessionId), sql`${sessions.lastSeenAt} < ${new Date(now - every)}`));
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
