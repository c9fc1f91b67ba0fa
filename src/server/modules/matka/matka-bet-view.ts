import { sql } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import type { MatkaBet, MatkaBetType, MatkaSession } from '@shared/schemas/matka';
import type { Queryable } from '@server/db/client';
import { notFound } from '@server/errors';

// A player's Matka bets as the API shows them: always read through the player's own id.

export type MatkaBetRow = {
  id: number;
  market_id: number;
  market: string;
  draw_date: string;
  session: MatkaSession;
  bet_type: MatkaBetType;
  number: string;
  stake: number;
  rate: number;
  status: 'open' | 'won' | 'lost';
  payout: number | null;
  settled_on: string | null;
  placed_at: Date | string;
  settled_at: Date | string | null;
};

export function toMatkaBet(row: MatkaBetRow): MatkaBet {
  return {
    id: Number(row.id),
    market_id: Number(row.market_id),
    market: row.market,
    draw_date: row.draw_date,
    session: row.session,
    type: row.bet_type,
    number: row.number,
    stake: toRupees(Number(row.stake)),
    rate: Number(row.rate) / 100,
    status: row.status,
    payout: row.payout === null ? null : toRupees(Number(row.payout)),
    result: row.settled_on,
    placed_at: new Date(row.placed_at).toISOString(),
    settled_at: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
  };
}

const columns = sql`b.id, b.market_id, m.name AS market, b.draw_date::text AS draw_date, b.session, b.bet_type, b.number, b.stake, b.rate, b.status,
  b.payout, b.settled_on, b.placed_at, b.settled_at`;

/** The player's latest Matka bets (of one market when given), newest first. */
export async function listMatkaBets(db: Queryable, userId: number, marketId?: number): Promise<MatkaBet[]> {
  const found = await db.execute<MatkaBetRow>(sql`
    SELECT ${columns} FROM matka_bets b JOIN matka_markets m ON m.id = b.market_id
    WHERE b.user_id = ${userId} ${marketId === undefined ? sql`` : sql`AND b.market_id = ${marketId}`}
    ORDER BY b.placed_at DESC, b.id DESC LIMIT 100`);
  return found.rows.map(toMatkaBet);
}

/** One of the player's bets; another player's bet is "not found", as a bet that does not exist. */
export async function findMatkaBet(db: Queryable, userId: number, betId: number): Promise<MatkaBet> {
  const found = await db.execute<MatkaBetRow>(
    sql`SELECT ${columns} FROM matka_bets b JOIN matka_markets m ON m.id = b.market_id WHERE b.id = ${betId} AND b.user_id = ${userId}`,
  );
  const row = found.rows[0];
  if (!row) throw notFound('Bet not found');
  return toMatkaBet(row);
}
