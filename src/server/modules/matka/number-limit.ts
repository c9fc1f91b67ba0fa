import { sql } from 'drizzle-orm';
import { formatInr, type Paise } from '@shared/money';
import { MATKA_MIN_STAKE, type MatkaBetType, type MatkaSession } from '@shared/schemas/matka';
import type { Queryable, Tx } from '@server/db/client';
import { conflict } from '@server/errors';
import { payoutOf } from './settle-matka-draw';

// The operator's limit on what one number of a draw may cost the house: the payout of every open
// real-money bet on that session's bet type and number, if it comes. A slip that would take a
// number past the limit is refused whole, saying what the player can still stake on it. Slips on
// one draw are checked one at a time (a transaction advisory lock), so two slips at once cannot
// both take the last of a number. Play money has no limit: it costs the house nothing real.

/** The limit in paise, or null for none. */
export async function readNumberLimit(db: Queryable): Promise<Paise | null> {
  const found = await db.execute<{ max_number_payout: number | null }>(sql`SELECT max_number_payout FROM matka_limits WHERE id`);
  const limit = found.rows[0]?.max_number_payout;
  return limit === null || limit === undefined ? null : (Number(limit) as Paise);
}

export async function updateNumberLimit(tx: Tx, limit: Paise | null): Promise<void> {
  await tx.execute(sql`INSERT INTO matka_limits (id, max_number_payout) VALUES (true, ${limit})
    ON CONFLICT (id) DO UPDATE SET max_number_payout = excluded.max_number_payout`);
}

type SlipLine = { type: MatkaBetType; number: string; stake: Paise };

/** Refuses the slip (409) when a number of it would pay out more than the limit; otherwise nothing. */
export async function checkNumberLimit(
  tx: Tx,
  draw: { marketId: number; drawDate: string; session: MatkaSession },
  lines: SlipLine[],
  rates: Record<MatkaBetType, number>,
): Promise<void> {
  const limit = await readNumberLimit(tx);
  if (limit === null) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`matka-limit:${draw.marketId}:${draw.drawDate}`}))`);
  const found = await tx.execute<{ bet_type: MatkaBetType; number: string; payout: number }>(sql`
    SELECT b.bet_type, b.number, sum(floor(b.stake * b.rate / 100))::bigint AS payout
    FROM matka_bets b JOIN users u ON u.id = b.user_id AND NOT u.is_demo
    WHERE b.market_id = ${draw.marketId} AND b.draw_date = ${draw.drawDate}::date AND b.session = ${draw.session} AND b.status = 'open'
    GROUP BY b.bet_type, b.number`);
  const taken = new Map(found.rows.map((row) => [`${row.bet_type}:${row.number}`, Number(row.payout)]));
  for (const line of lines) {
    const key = `${line.type}:${line.number}`;
    const before = taken.get(key) ?? 0;
    const after = before + payoutOf(line.stake, rates[line.type]);
    if (after <= limit) {
      taken.set(key, after);
      continue;
    }
    // The most stake whose payout still fits under the limit.
    const room = Math.max(0, Math.floor(((limit - before) * 100) / rates[line.type]));
    if (room < MATKA_MIN_STAKE * 100) throw conflict(`${line.number} takes no more bets on this draw`);
    throw conflict(`The most you can stake on ${line.number} now is ${formatInr(room)}`);
  }
}
