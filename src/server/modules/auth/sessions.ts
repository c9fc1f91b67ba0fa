import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@server/db/client';
import { sessions } from '@server/db/schema';
import { sqlState } from '@server/errors';
import { hashToken } from '@server/http/session-lookup';
import { startPeriodic } from '@server/periodic';
import { deleteUnplayedGameSessions } from '@server/modules/casino';

// Tokens are 32 random bytes shown to the client once; the database keeps only their SHA-256.
// A user keeps at most MAX_SIGN_INS live sign-ins; ended ones are deleted, at the user's next
// sign-in and by a purge every few minutes, with the game sessions they launched and never played.

/** Live sign-ins a user keeps: signing in past this many ends the oldest. */
export const MAX_SIGN_INS = 10;

/** Signs a user in: returns the new token. Their oldest sign-ins past MAX_SIGN_INS end, and their ended ones are purged. */
export async function createSession(db: Queryable, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  try {
    await purgeEndedSessions(db, { userId });
  } catch (error) {
    // A game session played on at this very moment cannot go; the periodic purge takes the rest.
    if (sqlState(error) !== '23503') throw error;
  }
  return token;
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

/** Purges ended sign-ins every ten minutes while the app runs, batch after batch until none is full. */
export function scheduleSessionPurge(app: FastifyInstance): void {
  const purging = startPeriodic({
    name: 'sign-in purge',
    intervalMs: PURGE_EVERY_MS,
    autoStart: true,
    log: app.log,
    work: async () => {
      for (let batch = 0; batch < PURGE_BATCHES_PER_TICK; batch += 1) {
        if ((await purgeEndedSessions(app.db)) < PURGE_BATCH) return;
      }
    },
  });
  app.addHook('onClose', async () => purging.stop());
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but one (after a password change, the other devices sign out). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
