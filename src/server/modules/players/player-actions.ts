import { sql } from 'drizzle-orm';
import { formatInr, type Paise } from '@shared/money';
import { playerMessages, type NoteInput, type PlayerStatusInput, type SignOutInput } from '@shared/schemas/players';
import type { Tx } from '@server/db/client';
import { AppError, notFound, unprocessable } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { cancelAllUnmatchedBets, type ExchangeRuntime } from '@server/modules/exchange';
import { getPlayerBalances, houseAccount, playerAccount, transfer, worldOf } from '@server/modules/ledger';
import { holdPlayLock } from '@server/modules/responsible-gambling';
import { isPlayer } from './list-players';
import { playerNotFound } from './player-page';

// What the operator does to a player. Each runs in the caller's transaction with its audit row,
// so the action and its record commit together or not at all.

/** Locks the player's row (one action on a player at a time) and answers it; 404 for anyone else. */
async function lockPlayer(tx: Tx, userId: number): Promise<{ id: number; status: string; isDemo: boolean }> {
  const found = await tx.execute<{ id: number; status: string; is_demo: boolean }>(
    sql`SELECT id, status, is_demo FROM users u WHERE u.id = ${userId} AND ${isPlayer} FOR UPDATE`,
  );
  const row = found.rows[0];
  if (!row) throw playerNotFound();
  return { id: Number(row.id), status: row.status, isDemo: row.is_demo };
}

/** Ends the player's sign-ins (all, or one) and answers how many ended; their game sessions take no new stake from then on. */
async function endSessions(tx: Tx, userId: number, sessionId?: number): Promise<number> {
  const ended = await tx.execute<{ id: number }>(
    sessionId === undefined
      ? sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING id`
      : sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND id = ${sessionId} AND revoked_at IS NULL RETURNING id`,
  );
  return ended.rows.length;
}

/**
 * Suspends, closes or reactivates a player. Anything but active ends their sign-ins and cancels
 * the unmatched part of their bets at once (holding their play lock, so no order of theirs slips
 * in between); answers the markets that changed, for their live books.
 */
export async function setPlayerStatus(
  tx: Tx,
  cache: ExchangeRuntime['cache'],
  userId: number,
  input: PlayerStatusInput,
  actor: Actor,
): Promise<{ from: string; sessionsEnded: number; marketIds: number[] }> {
  if (input.status !== 'active') await holdPlayLock(tx, userId);
  const player = await lockPlayer(tx, userId);
  await tx.execute(sql`UPDATE users SET status = ${input.status} WHERE id = ${userId}`);
  const sessionsEnded = input.status === 'active' ? 0 : await endSessions(tx, userId);
  const marketIds = input.status === 'active' ? [] : await cancelAllUnmatchedBets(tx, cache, userId);
  await recordAudit(tx, {
    ...actor,
    action: `user.${input.status === 'active' ? 'activate' : input.status === 'suspended' ? 'suspend' : 'close'}`,
    targetType: 'user',
    targetId: userId,
    details: { from: player.status, to: input.status, reason: input.reason, sessions_ended: sessionsEnded, markets_cancelled: marketIds.length },
  });
  return { from: player.status, sessionsEnded, marketIds };
}

/**
 * A balance adjustment: `amount` paise (signed) between the player's main account and the house
 * adjustments account of the player's world, through the ledger. A debit never takes main below
 * zero: the ledger refuses it under its lock, so two adjustments at once cannot overdraw either.
 */
export async function adjustBalance(tx: Tx, userId: number, amount: Paise, reason: string, actor: Actor): Promise<{ transferId: number }> {
  const player = await lockPlayer(tx, userId);
  const main = await playerAccount(tx, userId, 'main');
  const house = await houseAccount(tx, 'house_adjustments', worldOf(player));
  const credit = amount > 0;
  const size = Math.abs(amount) as Paise;
  let moved;
  try {
    moved = await transfer(tx, { from: credit ? house : main, to: credit ? main : house, amount: size, kind: 'adjustment', reference: `adjustment:${userId}` });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') {
      const balances = await getPlayerBalances(tx, userId);
      throw unprocessable(playerMessages.belowZero(formatInr(balances.main)));
    }
    throw error;
  }
  await recordAudit(tx, {
    ...actor,
    action: 'user.adjust_balance',
    targetType: 'user',
    targetId: userId,
    details: { amount_paise: amount, reason, transfer_id: moved.id, play_money: player.isDemo },
  });
  return { transferId: moved.id };
}

export async function addPlayerNote(tx: Tx, userId: number, input: NoteInput, actor: Actor): Promise<{ id: number }> {
  await lockPlayer(tx, userId);
  const inserted = await tx.execute<{ id: number }>(
    sql`INSERT INTO player_notes (user_id, author_id, body) VALUES (${userId}, ${actor.actorId}, ${input.body}) RETURNING id`,
  );
  const id = Number(inserted.rows[0]?.id);
  await recordAudit(tx, { ...actor, action: 'user.note', targetType: 'user', targetId: userId, details: { note_id: id } });
  return { id };
}

/** Signs the player out of one sign-in or every one. */
export async function signOutPlayer(tx: Tx, userId: number, input: SignOutInput, actor: Actor): Promise<{ ended: number }> {
  await lockPlayer(tx, userId);
  const ended = await endSessions(tx, userId, input.session_id);
  if (input.session_id !== undefined && ended === 0) throw notFound('No such sign-in is running for this player');
  await recordAudit(tx, {
    ...actor,
    action: 'user.sign_out',
    targetType: 'user',
    targetId: userId,
    details: { reason: input.reason, ...(input.session_id === undefined ? { all: true } : { session_id: input.session_id }), ended },
  });
  return { ended };
}
