import { sql } from 'drizzle-orm';
import type { MatkaMarket } from '@shared/schemas/matka';
import type { Queryable } from '@server/db/client';
import { currentDraw } from './matka-draw';
import { cardTime, type MarketRow } from './matka-markets';

/**
 * The Matka page's cards: each market with the draw it takes bets for now, its open and close
 * times, and whether it takes bets (Open) — the same rule the bet screen and the slip keep: before
 * the draw's close, its close result not declared, the draw not voided. A market between
 * sessions still takes bets for its next draw, so it reads Open, not Close.
 */
export async function listMatkaMarkets(db: Queryable, now = new Date()): Promise<MatkaMarket[]> {
  const found = await db.execute<MarketRow>(
    sql`SELECT id, name, category, open_time, close_time FROM matka_markets WHERE is_active ORDER BY category DESC, sort_order, id`,
  );
  const draws = found.rows.map((row) => ({ row, draw: currentDraw(row, now) }));
  const dates = [...new Set(draws.map(({ draw }) => draw.drawDate))];
  const dateList = `{${dates.join(',')}}`;
  const finished = await db.execute<{ market_id: number | string; draw_date: string }>(sql`
    SELECT market_id, result_date::text AS draw_date FROM matka_results
     WHERE result_date = ANY(${dateList}::date[]) AND (close_result IS NOT NULL OR jodi IS NOT NULL)
    UNION
    SELECT market_id, draw_date::text FROM matka_void_draws WHERE draw_date = ANY(${dateList}::date[])`);
  const isFinished = new Set(finished.rows.map((row) => `${Number(row.market_id)}:${row.draw_date}`));
  return draws.map(({ row, draw }) => {
    const isTakingBets = now.getTime() < draw.closeAt && !isFinished.has(`${Number(row.id)}:${draw.drawDate}`);
    return {
      id: Number(row.id),
      name: row.name,
      category: row.category,
      open_time: row.open_time,
      close_time: row.close_time,
      open: cardTime(draw.openAt),
      close: cardTime(draw.closeAt),
      status: isTakingBets ? 'Open' : 'Close',
      closes_at: new Date(draw.closeAt).toISOString(),
    };
  });
}
