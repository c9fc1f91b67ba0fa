import { sql } from 'drizzle-orm';
import { TABLE_GAMES, type TableGameKey } from '@shared/fairness';
import { toPaise, toRupees, type Paise } from '@shared/money';
import type { Queryable, Tx } from '@server/db/client';
import { badRequest, conflict, notFound } from '@server/errors';
import type { WalletCall } from '@server/modules/casino/seamless-wallet/wallet-operations';
import { takeStake } from '../house-session';
import { tableBetRef } from './table-engine';
import { findTableRound } from './table-rounds';

// A player's bets at a card table. A bet holds a shared lock on its round until it commits, so
// the loop's step (which locks the round for update) either sees the bet or has closed betting
// first, and then the bet is refused.

export const BETTING_CLOSED = 'Betting for this round is closed';

export async function placeTableBet(
  tx: Tx,
  call: WalletCall,
  game: TableGameKey,
  input: { round_id: number; bet_type: string; stake: number },
  now: Date,
): Promise<{ betId: number; balance: Paise }> {
  if (!TABLE_GAMES[game].bets.some((bet) => bet.key === input.bet_type)) throw badRequest('Unknown bet type', { bet_type: 'Unknown bet type' });
  const round = await findTableRound(tx, game, input.round_id, { lock: 'share' });
  if (!round) throw notFound('No such round');
  if (round.phase !== 'betting' || now.getTime() >= round.closes_at.getTime()) throw conflict(BETTING_CLOSED);
  const stake = toPaise(input.stake);
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO casino_table_bets (round_id, user_id, session_id, bet_type, stake, status)
    VALUES (${round.id}, ${call.session.userId}, ${call.session.id}, ${input.bet_type}, ${stake}, 'open') RETURNING id`);
  const betId = Number(inserted.rows[0]?.id);
  return { betId, balance: await takeStake(tx, call, tableBetRef(betId), stake) };
}

export type TableBetView = { id: number; round_id: number; bet_type: string; stake: number; payout: number; status: string; created_at: string };

/** The player's last bets at a table, newest first. */
export async function listTableBets(db: Queryable, userId: number, game: TableGameKey, limit = 20): Promise<TableBetView[]> {
  const found = await db.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.round_id, b.bet_type, b.stake, b.payout, b.status, b.created_at
    FROM casino_table_bets b JOIN casino_table_rounds r ON r.id = b.round_id
    WHERE b.user_id = ${userId} AND r.game = ${game} ORDER BY b.id DESC LIMIT ${limit}`);
  return found.rows.map((row) => ({
    id: Number(row.id),
    round_id: Number(row.round_id),
    bet_type: String(row.bet_type),
    stake: toRupees(Number(row.stake)),
    payout: toRupees(Number(row.payout)),
    status: String(row.status),
    created_at: new Date(row.created_at as string).toISOString(),
  }));
}
