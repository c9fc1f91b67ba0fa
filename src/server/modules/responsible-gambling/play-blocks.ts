import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { playBlockedMessage, shorterBlockMessage, type PlayBlock, type PlayBlockKind } from '@shared/schemas/responsible-gambling';
import type { Queryable, Tx } from '@server/db/client';
import { playBlocks } from '@server/db/schema';
import { forbidden, unprocessable } from '@server/errors';

// Time-outs and self-exclusions. While one runs the player can sign in, see their history and
// withdraw, and nothing else that puts money at stake: no deposit, bet, game or promotion. Each
// is a row that is never changed or deleted; the player is blocked until the latest end, so a
// block cannot be shortened or lifted, by the player or the operator, only outlasted by a longer one.

/**
 * The advisory lock key of a player's play (with the user id as the second half): an order
 * batch takes it shared (db/functions/exchange_lock_markets.sql), a block starting exclusively.
 */
const PLAY_LOCK = 727274;

export type RunningBlock = { kind: PlayBlockKind; startsAt: Date; endsAt: Date };

/** The time-out or self-exclusion running now (the one that ends last), if any. */
export async function findPlayBlock(db: Queryable, userId: number): Promise<RunningBlock | undefined> {
  const [row] = await db
    .select({ kind: playBlocks.kind, startsAt: playBlocks.startsAt, endsAt: playBlocks.endsAt })
    .from(playBlocks)
    .where(and(eq(playBlocks.userId, userId), gt(playBlocks.endsAt, sql`now()`)))
    .orderBy(desc(playBlocks.endsAt))
    .limit(1);
  return row;
}

export const blockView = (block: RunningBlock | undefined): PlayBlock | null =>
  block ? { kind: block.kind, started_at: block.startsAt.toISOString(), ends_at: block.endsAt.toISOString() } : null;

/**
 * Refuses (403, with the end date in words) a player on a time-out or self-exclusion. Every route
 * that puts a player's money at stake calls it: deposits, game launches, house-game stakes, and
 * promotions when they come. (Exchange orders check the same rows in their market lock's round trip.)
 */
export async function assertMayPlay(db: Queryable, userId: number): Promise<void> {
  const block = await findPlayBlock(db, userId);
  if (block) throw forbidden(playBlockedMessage(block.kind, block.endsAt));
}

/**
 * Takes the player's play lock exclusively until the caller's transaction ends: no bet order of
 * theirs is between its checks and its commit meanwhile (a block starting, a suspension), so the
 * unmatched bets the caller then cancels are all there are.
 */
export async function holdPlayLock(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PLAY_LOCK}, ${userId}::integer)`);
}

/** The end of a block of `days` or `months` from `start` (calendar months, as a player counts them). */
export function blockEnd(start: Date, length: { days: number } | { months: number }): Date {
  const end = new Date(start);
  if ('days' in length) end.setTime(start.getTime() + length.days * 24 * 3600_000);
  else end.setUTCMonth(end.getUTCMonth() + length.months);
  return end;
}

/**
 * Starts a time-out or self-exclusion in the caller's transaction, holding the player's play lock
 * so no bet order of theirs is between its check and its commit meanwhile. Refused (422) when the
 * one running already lasts as long or longer. The caller then cancels the unmatched bets in the
 * same transaction.
 */
export async function startPlayBlock(tx: Tx, userId: number, kind: PlayBlockKind, length: { days: number } | { months: number }): Promise<RunningBlock> {
  await holdPlayLock(tx, userId);
  const [now] = (await tx.execute<{ now: string | Date }>(sql`SELECT now() AS now`)).rows;
  const startsAt = new Date(now?.now ?? Date.now());
  const endsAt = blockEnd(startsAt, length);
  const running = await findPlayBlock(tx, userId);
  if (running && running.endsAt.getTime() >= endsAt.getTime()) throw unprocessable(shorterBlockMessage(running.kind, running.endsAt));
  const [row] = await tx
    .insert(playBlocks)
    .values({ userId, kind, startsAt, endsAt })
    .returning({ kind: playBlocks.kind, startsAt: playBlocks.startsAt, endsAt: playBlocks.endsAt });
  if (!row) throw new Error('play block not stored');
  // The casino takes no new stake on the player's open game sessions (wins and rollbacks of
  // stakes already taken still land): they end now, as at a sign-out.
  await tx.execute(sql`UPDATE casino_sessions SET expires_at = now() WHERE user_id = ${userId} AND expires_at > now()`);
  return row;
}
