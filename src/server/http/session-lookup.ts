import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { executeNamedText, type Db } from '../db/client';
import { sessions } from '../db/schema';

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

/**
 * The session joined to its user: not revoked, not expired, the user active. Its text is written
 * once and it runs as a named prepared statement, which each connection parses and plans once:
 * every authenticated request but an order runs it (an order checks its session in its own
 * transaction: rememberedSessionUser). bench/http-reads sends the same text from its bare peer.
 */
export const SESSION_USER_SQL = `select users.id, users.username, users.display_name, users.phone_number, users.email, users.status,
  users.role, users.is_demo, users.created_at, sessions.id as session_id, sessions.last_seen_at, users.idle_logout_minutes
  from sessions inner join users on users.id = sessions.user_id
  where sessions.token_hash = $1 and sessions.revoked_at is null and sessions.expires_at > now() and users.status = 'active'
  limit 1`;

type SessionUserRow = {
  id: number;
  username: string;
  display_name: string;
  phone_number: string;
  email: string | null;
  status: AuthUser['status'];
  role: AuthUser['role'];
  is_demo: boolean;
  /** A Date from node-postgres, the timestamp's text from PGlite. */
  created_at: Date | string;
  session_id: number;
  last_seen_at: Date | string;
  idle_logout_minutes: number | null;
};

/** The active user behind a token, or undefined when the token is unknown, expired, revoked, or the user is not active. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | undefined> {
  const [row] = (await executeNamedText<SessionUserRow>(db, 'find_session_user', SESSION_USER_SQL, [hashToken(token)])).rows;
  if (!row) return undefined;
  return {
    id: Number(row.id),
    username: row.username,
    displayName: row.display_name,
    phoneNumber: row.phone_number,
    email: row.email,
    status: row.status,
    role: row.role,
    isDemo: row.is_demo,
    createdAt: asDate(row.created_at),
    sessionId: Number(row.session_id),
    lastSeenAt: asDate(row.last_seen_at),
    idleLogoutMinutes: row.idle_logout_minutes,
  };
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

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
