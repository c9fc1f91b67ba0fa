import { sql } from 'drizzle-orm';
import type { MatkaDraw, MatkaSession } from '@shared/schemas/matka';
import type { Queryable } from '@server/db/client';
import { notFound } from '@server/errors';
import { DAY_MS, indiaDay } from '@shared/india-day';
import { minutesOf, type MarketRow } from './matka-markets';

// A market's draw is one India day's result. Its open session takes bets until the market's open
// time that day, its close session until the close time (the next day when the close is earlier
// than the open). The market takes bets for the earliest draw whose close is still ahead.

export type DrawWindow = { drawDate: string; openAt: number; closeAt: number };

type Times = Pick<MarketRow, 'open_time' | 'close_time'>;

/** The cut-offs of the draw of India day `date` ('YYYY-MM-DD'). */
export function drawWindow(times: Times, date: string): DrawWindow {
  const midnight = Date.parse(`${date}T00:00:00+05:30`);
  const open = minutesOf(times.open_time) * 60_000;
  const close = minutesOf(times.close_time) * 60_000;
  const length = close > open ? close - open : close + DAY_MS - open;
  return { drawDate: date, openAt: midnight + open, closeAt: midnight + open + length };
}

/** The draw a market takes bets for at `now`. */
export function currentDraw(times: Times, now: Date): DrawWindow {
  for (const offset of [-1, 0]) {
    const window = drawWindow(times, indiaDay(new Date(now.getTime() + offset * DAY_MS)));
    if (now.getTime() < window.closeAt) return window;
  }
  return drawWindow(times, indiaDay(new Date(now.getTime() + DAY_MS)));
}

/** The instant a session of a draw stops taking bets. */
export const cutOffOf = (window: DrawWindow, session: MatkaSession) => (session === 'open' ? window.openAt : window.closeAt);

/** Whether the operator voided the market's draw of that India day (void-matka-draw.ts). */
export async function isDrawVoid(db: Queryable, marketId: number, drawDate: string): Promise<boolean> {
  const found = await db.execute(sql`SELECT 1 FROM matka_void_draws WHERE market_id = ${marketId} AND draw_date = ${drawDate}::date`);
  return found.rows.length > 0;
}

/** Where a market's betting stands at `now`, for the bet screen. */
export async function describeDraw(db: Queryable, marketId: number, now: Date): Promise<MatkaDraw> {
  const found = await db.execute<MarketRow & { is_active: boolean }>(
    sql`SELECT id, name, category, open_time, close_time, is_active FROM matka_markets WHERE id = ${marketId}`,
  );
  const market = found.rows[0];
  if (!market?.is_active) throw notFound('Matka market not found');
  const draw = currentDraw(market, now);
  const declared = await db.execute<{ open_result: string | null; close_result: string | null; jodi: string | null }>(
    sql`SELECT open_result, close_result, jodi FROM matka_results WHERE market_id = ${marketId} AND result_date = ${draw.drawDate}::date`,
  );
  const result = declared.rows[0];
  const isVoid = await isDrawVoid(db, marketId, draw.drawDate);
  const isOpenSide = market.category === 'matka';
  return {
    market_id: Number(market.id),
    draw_date: draw.drawDate,
    open_closes_at: new Date(draw.openAt).toISOString(),
    close_closes_at: new Date(draw.closeAt).toISOString(),
    open_accepting: !isVoid && isOpenSide && now.getTime() < draw.openAt && !result?.open_result,
    close_accepting: !isVoid && now.getTime() < draw.closeAt && !(result?.close_result ?? result?.jodi),
  };
}
