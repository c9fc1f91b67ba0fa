import { sql } from 'drizzle-orm';
import type { DeclareMatkaResultInput } from '@shared/schemas/matka';
import type { Tx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { cutOffOf, currentDraw, drawWindow, isDrawVoid } from './matka-draw';
import { cardTime, DAY_MS, declareMatkaResult, indiaDate, type MarketRow } from './matka-markets';
import { settleMatkaDraw } from './settle-matka-draw';

// The operator declares (or corrects) a draw's result, and its bets settle in the same
// transaction. A session's result is taken only once the session has stopped taking bets, so
// no bet is ever placed on a known result. The market row is locked FOR UPDATE: a slip being
// placed (FOR SHARE) commits before, and is settled here, or finds the result declared.

/** The draw a declaration without a date is for: the latest whose open time has passed. */
export function latestOpenedDraw(times: Pick<MarketRow, 'open_time' | 'close_time'>, now: Date): string {
  const current = currentDraw(times, now);
  if (current.openAt <= now.getTime()) return current.drawDate;
  return indiaDate(new Date(Date.parse(`${current.drawDate}T12:00:00+05:30`) - DAY_MS));
}

export async function declareAndSettle(
  tx: Tx,
  marketId: number,
  input: DeclareMatkaResultInput,
  now: Date,
): Promise<{ drawDate: string; settled: number; resettled: number }> {
  const found = await tx.execute<MarketRow>(sql`SELECT id, name, category, open_time, close_time FROM matka_markets WHERE id = ${marketId} FOR UPDATE`);
  const market = found.rows[0];
  if (!market) throw notFound('Matka market not found');
  const drawDate = input.date ?? latestOpenedDraw(market, now);
  if (await isDrawVoid(tx, marketId, drawDate)) throw conflict(`The draw of ${drawDate} is void: it takes no result`);
  const window = drawWindow(market, drawDate);
  const sessions = [...(input.open ? (['open'] as const) : []), ...(input.close || input.jodi ? (['close'] as const) : [])];
  for (const session of sessions) {
    const cutOff = cutOffOf(window, session);
    if (now.getTime() < cutOff) {
      throw conflict(`The ${session} session takes bets until ${cardTime(cutOff)}: declare its result after that`);
    }
  }
  await declareMatkaResult(tx, marketId, { ...input, date: drawDate }, now);
  return { drawDate, ...(await settleMatkaDraw(tx, marketId, drawDate, now)) };
}
