import { sql } from 'drizzle-orm';
import { NOT_YET_DECLARED, type AdminMatkaMarket, type DeclareMatkaResultInput, type MatkaResult, type UpdateMatkaMarketInput } from '@shared/schemas/matka';
import { DAY_MS, INDIA_OFFSET_MS, indiaDay, indiaMidnight } from '@shared/india-day';
import type { Queryable, Tx } from '@server/db/client';
import { badRequest, notFound } from '@server/errors';

// Matka markets run on India time (UTC+05:30, no daylight saving): each opens and closes at
// fixed times every day; a close earlier than the open means the session runs past midnight.

export type MarketRow = { id: number; name: string; category: 'matka' | 'delhi'; open_time: string; close_time: string };

export const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export const cardTime = (instant: number) => {
  const text = new Date(instant + INDIA_OFFSET_MS).toISOString();
  return `${text.slice(8, 10)}/${text.slice(5, 7)} ${text.slice(11, 16)}`;
};

/** The session a market is in at `now` (or the next one), with its status. */
export function matkaSession(row: Pick<MarketRow, 'open_time' | 'close_time'>, now: Date) {
  const open = minutesOf(row.open_time) * 60_000;
  const close = minutesOf(row.close_time) * 60_000;
  const length = close > open ? close - open : close + DAY_MS - open;
  const today = indiaMidnight(now);
  // The session that opened most recently (yesterday's for a session past midnight), else today's.
  for (const start of [today - DAY_MS + open, today + open]) {
    if (now.getTime() >= start && now.getTime() < start + length) return { opensAt: start, closesAt: start + length, isOpen: true };
  }
  const next = now.getTime() < today + open ? today + open : today + DAY_MS + open;
  return { opensAt: next, closesAt: next + length, isOpen: false };
}

export async function listMatkaResults(db: Queryable, now = new Date()): Promise<MatkaResult[]> {
  const today = indiaDay(now);
  const yesterday = indiaDay(new Date(now.getTime() - DAY_MS));
  const found = await db.execute<MarketRow & { day: string | null; open_result: string | null; close_result: string | null; jodi: string | null }>(sql`
    SELECT m.id, m.name, m.category, m.open_time, m.close_time, r.result_date::text AS day, r.open_result, r.close_result, r.jodi
    FROM matka_markets m LEFT JOIN matka_results r ON r.market_id = m.id AND r.result_date IN (${today}::date, ${yesterday}::date)
    WHERE m.is_active ORDER BY m.category DESC, m.sort_order, m.id`);
  const byMarket = new Map<number, MatkaResult>();
  const empty = () => ({ open: NOT_YET_DECLARED, close: NOT_YET_DECLARED, jodi: NOT_YET_DECLARED });
  for (const row of found.rows) {
    const id = Number(row.id);
    const entry = byMarket.get(id) ?? { id, name: row.name, category: row.category, today: empty(), yesterday: empty() };
    const declared = { open: row.open_result ?? NOT_YET_DECLARED, close: row.close_result ?? NOT_YET_DECLARED, jodi: row.jodi ?? NOT_YET_DECLARED };
    if (row.day === today) entry.today = declared;
    if (row.day === yesterday) entry.yesterday = declared;
    byMarket.set(id, entry);
  }
  return [...byMarket.values()];
}

/** Declares (part of) a day's result; a jodi must agree with the declared open and close digits. */
export async function declareMatkaResult(tx: Tx, marketId: number, input: DeclareMatkaResultInput): Promise<void> {
  const market = await tx.execute<{ category: string }>(sql`SELECT category FROM matka_markets WHERE id = ${marketId}`);
  if (!market.rows[0]) throw notFound('Matka market not found');
  const day = input.date;
  const current = await tx.execute<{ open_result: string | null; close_result: string | null; jodi: string | null }>(
    sql`SELECT open_result, close_result, jodi FROM matka_results WHERE market_id = ${marketId} AND result_date = ${day}::date FOR UPDATE`,
  );
  const before = current.rows[0];
  const open = input.open ?? before?.open_result ?? null;
  const close = input.close ?? before?.close_result ?? null;
  // A corrected open or close digit corrects the jodi with it, unless the jodi is given too.
  const jodi = input.jodi ?? (open && close ? `${open.slice(-1)}${close.slice(-1)}` : (before?.jodi ?? null));
  if (jodi && open && jodi[0] !== open.slice(-1))
    throw badRequest('The jodi must start with the open digit', { jodi: 'The jodi must start with the open digit' });
  if (jodi && close && jodi[1] !== close.slice(-1))
    throw badRequest('The jodi must end with the close digit', { jodi: 'The jodi must end with the close digit' });
  await tx.execute(sql`
    INSERT INTO matka_results (market_id, result_date, open_result, close_result, jodi)
    VALUES (${marketId}, ${day}::date, ${open}, ${close}, ${jodi})
    ON CONFLICT (market_id, result_date) DO UPDATE SET open_result = excluded.open_result, close_result = excluded.close_result,
      jodi = excluded.jodi, declared_at = now()`);
}

/** Every market, taking bets or not, as the back office sets it (its bonus wagering weight included). */
export async function listAdminMatkaMarkets(db: Queryable): Promise<AdminMatkaMarket[]> {
  const found = await db.execute<AdminMatkaMarket>(sql`
    SELECT id, name, open_time, close_time, is_active, wagering_weight FROM matka_markets ORDER BY category DESC, sort_order, id`);
  return found.rows.map((row) => ({ ...row, id: Number(row.id), wagering_weight: Number(row.wagering_weight) }));
}

export async function updateMatkaMarket(tx: Tx, marketId: number, input: UpdateMatkaMarketInput): Promise<void> {
  const updated = await tx.execute(sql`UPDATE matka_markets SET
      open_time = coalesce(${input.open_time ?? null}, open_time),
      close_time = coalesce(${input.close_time ?? null}, close_time),
      is_active = coalesce(${input.is_active ?? null}::boolean, is_active),
      wagering_weight = coalesce(${input.wagering_weight ?? null}::int, wagering_weight)
    WHERE id = ${marketId} RETURNING id`);
  if (updated.rows.length === 0) throw notFound('Matka market not found');
}
