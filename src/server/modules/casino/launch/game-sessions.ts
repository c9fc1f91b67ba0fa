import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@server/db/client';
import { casinoGames, casinoProviders, casinoSessions, sessions, users } from '@server/db/schema';

// A game session: what a launch hands the provider (and the house games' frame) to name the
// player in every wallet call. Only its SHA-256 is stored. It belongs to the sign-in that
// launched it: its expiry, or the end of that sign-in (logout, password change, suspension, the
// sign-in's own expiry), stops new stakes, never a payout or a rollback of a stake already taken.

export const HOUSE_SESSION_TTL_MS = 12 * 3600_000;
export const AGGREGATOR_SESSION_TTL_MS = 6 * 3600_000;

export type GameSession = {
  id: number;
  userId: number;
  providerId: number;
  gameId: number;
  expiresAt: Date;
  isExpired: boolean;
  /** The sign-in that launched it is still live (not logged out, revoked, expired or purged). */
  isSignedIn: boolean;
  /** The player may play (active); a suspended or closed player's stakes are refused. */
  isPlayerActive: boolean;
  isDemo: boolean;
  /** The title and its provider are enabled: new stakes may be taken. */
  isGameEnabled: boolean;
};

/** Only this digest of a session token is stored (and named by the wallet's batch function). */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hashOf = hashSessionToken;

export async function openGameSession(
  db: Queryable,
  input: { userId: number; signInId: number; providerId: number; gameId: number; ttlMs: number },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlMs);
  const [row] = await db
    .insert(casinoSessions)
    .values({ tokenHash: hashOf(token), userId: input.userId, signInId: input.signInId, providerId: input.providerId, gameId: input.gameId, expiresAt })
    .returning({ id: casinoSessions.id });
  if (!row) throw new Error('could not open a game session');
  return { id: row.id, token, expiresAt };
}

/** The session behind a token, expired or not (the caller decides what an expired one may do). */
export async function findGameSession(db: Queryable, token: string, now = new Date()): Promise<GameSession | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  return selectSession(db, eq(casinoSessions.tokenHash, hashOf(token)), now);
}

/** A session by its id: for payouts the house settles later (crash auto cash-outs, colour periods). */
export function findGameSessionById(db: Queryable, id: number, now = new Date()): Promise<GameSession | undefined> {
  return selectSession(db, eq(casinoSessions.id, id), now);
}

async function selectSession(db: Queryable, where: SQL, now: Date): Promise<GameSession | undefined> {
  const [row] = await db
    .select({
      id: casinoSessions.id,
      userId: casinoSessions.userId,
      providerId: casinoSessions.providerId,
      gameId: casinoSessions.gameId,
      expiresAt: casinoSessions.expiresAt,
      status: users.status,
      isDemo: users.isDemo,
      gameEnabled: casinoGames.isEnabled,
      providerEnabled: casinoProviders.isEnabled,
      signInId: sessions.id,
    })
    .from(casinoSessions)
    .innerJoin(users, eq(users.id, casinoSessions.userId))
    .leftJoin(
      sessions,
      and(eq(sessions.id, casinoSessions.signInId), sql`${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > ${now.toISOString()}::timestamptz`),
    )
    .innerJoin(casinoGames, eq(casinoGames.id, casinoSessions.gameId))
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoSessions.providerId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.userId,
    providerId: row.providerId,
    gameId: row.gameId,
    expiresAt: row.expiresAt,
    isExpired: row.expiresAt.getTime() <= now.getTime(),
    isSignedIn: row.signInId !== null,
    isPlayerActive: row.status === 'active',
    isDemo: row.isDemo,
    isGameEnabled: row.gameEnabled && row.providerEnabled,
  };
}

/**
 * Deletes the game sessions of these sign-ins that nothing was ever played on (no wallet call,
 * round or bet names them); played ones stay, as the record of their rounds.
 */
export async function deleteUnplayedGameSessions(db: Queryable, signInIds: readonly number[]): Promise<number> {
  if (signInIds.length === 0) return 0;
  const deleted = await db.execute(sql`
    DELETE FROM casino_sessions c
     WHERE c.sign_in_id = ANY(${`{${signInIds.join(',')}}`}::bigint[])
       AND NOT EXISTS (SELECT 1 FROM casino_wallet_transactions w WHERE w.session_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM casino_rounds r WHERE r.session_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM casino_crash_bets b WHERE b.session_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM casino_color_bets b WHERE b.session_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM casino_table_bets b WHERE b.session_id = c.id)
    RETURNING c.id`);
  return deleted.rows.length;
}
