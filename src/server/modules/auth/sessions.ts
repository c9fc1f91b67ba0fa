import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import type { SignIn } from '@shared/schemas/two-factor';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@server/db/client';
import { sessions, users } from '@server/db/schema';
import { notFound, sqlState } from '@server/errors';
import { hashToken, idleWindow } from '@server/http/session-lookup';
import { startPeriodic } from '@server/periodic';
import { deleteUnplayedGameSessions } from '@server/modules/casino';
import { noticeTexts, notifyPlayer } from '@server/modules/notifications';
import { describeDevice, deviceKey } from './describe-device';
import { purgeStaleResetCodes } from './request-reset-code';

// Tokens are 32 random bytes shown to the client once; the database keeps only their SHA-256.
// A user keeps at most MAX_SIGN_INS live sign-ins; ended ones are deleted, at the user's next
// sign-in and by a purge every few minutes, with the game sessions they launched and never played.

/** Live sign-ins a user keeps: signing in past this many ends the oldest. */
export const MAX_SIGN_INS = 10;

/** Where a sign-in comes from: the browser's user agent and the client address. */
export type SignInDevice = { userAgent: string; ipAddress: string };
/** Where a new account was made from: the device it is first signed in on, and the language its player was reading. */
export type NewAccountFrom = { device?: SignInDevice; language?: Language };

/**
 * Signs a user in: returns the new token. Their oldest sign-ins past MAX_SIGN_INS end, and their
 * ended ones are purged. With the device, the sign-in remembers it, and a device the account
 * never signed in from before gets the player a login alert (not their very first one).
 */
export async function createSession(db: Queryable, userId: number, ttlMs: number, device?: SignInDevice): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const [user] = await db.select({ idle: users.idleLogoutMinutes }).from(users).where(eq(users.id, userId)).limit(1);
  const absolute = now + ttlMs;
  const idleEnd = user?.idle == null ? absolute : now + idleWindow(user.idle).endsAfterMs;
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Math.min(absolute, idleEnd)),
    absoluteExpiresAt: new Date(absolute),
    ...(device ? { userAgent: device.userAgent.slice(0, 512), ipAddress: device.ipAddress.slice(0, 64) } : {}),
  });
  if (device) await alertOnNewDevice(db, userId, device);
  try {
    await purgeEndedSessions(db, { userId });
  } catch (error) {
    // A game session played on at this very moment cannot go; the periodic purge takes the rest.
    if (sqlState(error) !== '23503') throw error;
  }
  return token;
}

/** Remembers the device; when the account had signed in from others but never from this one, tells the player. */
async function alertOnNewDevice(db: Queryable, userId: number, device: SignInDevice): Promise<void> {
  const found = await db.execute<{ had_devices: boolean; is_new: boolean }>(sql`
    WITH had AS (SELECT EXISTS (SELECT 1 FROM known_devices WHERE user_id = ${userId}) AS found),
         added AS (INSERT INTO known_devices (user_id, device_key) VALUES (${userId}, ${deviceKey(device.userAgent)})
                   ON CONFLICT DO NOTHING RETURNING 1)
    SELECT (SELECT found FROM had) AS had_devices, EXISTS (SELECT 1 FROM added) AS is_new`);
  const row = found.rows[0];
  if (!row?.had_devices || !row.is_new) return;
  await notifyPlayer(db, userId, 'login_alert', noticeTexts.newSignIn(describeDevice(device.userAgent), device.ipAddress ?? null));
}

const PURGE_BATCH = 500;

/**
 * Deletes ended sign-ins (expired or revoked) with the game sessions they launched that were
 * never played; played ones stay, with no sign-in (they settle, and take no stake). With userId,
 * that user's alone, their live sign-ins past the newest MAX_SIGN_INS included. At most `batch`
 * at a time, in one transaction (a savepoint in the caller's); answers how many sign-ins went.
 */
export async function purgeEndedSessions(db: Queryable, options: { userId?: number; batch?: number } = {}): Promise<number> {
  const { userId, batch = PURGE_BATCH } = options;
  const ended =
    userId === undefined
      ? sql`SELECT id FROM sessions WHERE LEAST(expires_at, revoked_at) <= now() LIMIT ${batch} FOR UPDATE SKIP LOCKED`
      : sql`SELECT id FROM sessions WHERE user_id = ${userId} AND id NOT IN (
              SELECT id FROM sessions WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()
               ORDER BY id DESC LIMIT ${MAX_SIGN_INS})
             LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ id: string | number }>(ended);
    const ids = found.rows.map((row) => Number(row.id));
    if (ids.length === 0) return 0;
    await deleteUnplayedGameSessions(tx, ids);
    await tx.execute(sql`DELETE FROM sessions WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
    return ids.length;
  });
}

const PURGE_EVERY_MS = 10 * 60_000;
const PURGE_BATCHES_PER_TICK = 40;

/**
 * Every ten minutes, in the leading process: purges ended sign-ins, batch after batch until none
 * is full, and the password-reset codes that no rule reads any more.
 */
export function scheduleSessionPurge(app: FastifyInstance): void {
  app.leadership.whileLeader(async () => purgeEveryTenMinutes(app).stop);
}

function purgeEveryTenMinutes(app: FastifyInstance) {
  return startPeriodic({
    name: 'sign-in purge',
    intervalMs: PURGE_EVERY_MS,
    autoStart: true,
    log: app.log,
    work: async () => {
      await purgeStaleResetCodes(app.db);
      for (let batch = 0; batch < PURGE_BATCHES_PER_TICK; batch += 1) {
        if ((await purgeEndedSessions(app.db)) < PURGE_BATCH) return;
      }
    },
  });
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (a password reset) and answers their ids. */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/** Ends every session of a user but one (after a password change, the other devices sign out); answers how many ended. */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one live sign-in of the user (the games it launched take no new stake); 404 when they have no such live sign-in. */
export async function revokeOwnSession(db: Queryable, userId: number, sessionId: number): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(SIGN_IN_NOT_FOUND);
}

export const SIGN_IN_NOT_FOUND = 'Session not found';

/** The user's live sign-ins: the one of this request first (marked current), then the most recently used. */
export async function listSignIns(db: Queryable, userId: number, currentSessionId: number): Promise<SignIn[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  rows.sort((a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    user_agent: row.userAgent,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}
