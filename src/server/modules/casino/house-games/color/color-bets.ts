import { sql } from 'drizzle-orm';
import { toPaise, toRupees, type Paise } from '@shared/money';
import type { ColorSelection } from '@shared/schemas/casino';
import { colorPredictionMultiplier, wingoColours, wingoSize } from '@shared/fairness';
import type { Queryable, Tx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import type { WalletCall } from '@server/modules/casino/seamless-wallet/wallet-operations';
import { takeStake } from '../house-session';
import { betOf, colorBetRef, COLOR_NONCE, findColorRound, type ColorRoundRow } from './color-engine';

// A player's colour prediction bets, and what anyone may see of the periods.

export async function placeColorBet(
  tx: Tx,
  call: WalletCall,
  input: { period: string; selection: ColorSelection; stake: number },
  now: Date,
): Promise<{ betId: number; balance: Paise }> {
  // Shared lock until the bet commits: the draw (which locks the period for update, then its
  // bets) either sees this bet or has settled the period first, and then the bet is refused.
  const round = await findColorRound(tx, input.period, { lock: 'share' });
  if (!round) throw notFound('No such period');
  if (round.phase !== 'betting' || now.getTime() >= round.closes_at.getTime()) throw conflict('Betting for this period is closed');
  const stake = toPaise(input.stake);
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO casino_color_bets (round_id, user_id, session_id, selection, stake, status)
    VALUES (${round.id}, ${call.session.userId}, ${call.session.id}, ${input.selection}, ${stake}, 'open') RETURNING id`);
  const betId = Number(inserted.rows[0]?.id);
  return { betId, balance: await takeStake(tx, call, colorBetRef(betId), stake) };
}

export function toColorRoundView(round: ColorRoundRow) {
  const isDrawn = round.phase === 'settled' && round.number !== null;
  return {
    period: round.period,
    phase: round.phase,
    starts_at: round.starts_at.toISOString(),
    closes_at: round.closes_at.toISOString(),
    ends_at: round.ends_at.toISOString(),
    server_seed_hash: round.server_seed_hash,
    server_seed: isDrawn ? round.server_seed : null,
    client_seed: round.period,
    nonce: COLOR_NONCE,
    number: isDrawn ? round.number : null,
    colours: isDrawn && round.number !== null ? wingoColours(round.number) : null,
    size: isDrawn && round.number !== null ? wingoSize(round.number) : null,
  };
}

export type ColorBetView = { id: number; period: string; selection: string; stake: number; payout: number; status: string; created_at: string };

export async function listColorBets(db: Queryable, userId: number, limit = 20): Promise<ColorBetView[]> {
  const found = await db.execute<{
    id: number;
    period: string;
    selection: string;
    stake: number;
    payout: number;
    status: string;
    created_at: string | Date;
  }>(sql`
    SELECT b.id, r.period, b.selection, b.stake, b.payout, b.status, b.created_at
    FROM casino_color_bets b JOIN casino_color_rounds r ON r.id = b.round_id
    WHERE b.user_id = ${userId} ORDER BY b.id DESC LIMIT ${limit}`);
  return found.rows.map((row) => ({
    id: Number(row.id),
    period: row.period,
    selection: row.selection,
    stake: toRupees(Number(row.stake)),
    payout: toRupees(Number(row.payout)),
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** What a selection pays per unit staked for each number 0-9 (for the bet slip). */
export function colorPayoutTable(selection: ColorSelection): number[] {
  return Array.from({ length: 10 }, (_, number) => colorPredictionMultiplier(betOf(selection), number));
}
