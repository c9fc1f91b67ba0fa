import { sql } from 'drizzle-orm';
import type { MarketPosition, MarketType } from '@shared/schemas/exchange';
import type { Queryable } from '@server/db/client';
import { notFound } from '@server/errors';
import { moneyOut } from './bet-view';
import type { PositionCell } from './market-state';
import { fancyBands, runnerProfits } from './position-math';

// The signed-in player's book in one market (the event page's profit or loss per runner),
// from their matched bets only, and what is held against the market.

export async function getMarketPosition(db: Queryable, userId: number, marketId: number): Promise<MarketPosition> {
  const found = await db.execute<{ type: MarketType; runners: number[]; cells: Array<[number, number, number, number]>; held: number | null }>(sql`
    SELECT m.type,
      (SELECT coalesce(json_agg(id ORDER BY sort_order, id), '[]') FROM runners WHERE market_id = m.id) AS runners,
      (SELECT coalesce(json_agg(json_build_array(runner_id, line, win_sum, lose_sum)), '[]')
         FROM market_positions WHERE market_id = m.id AND user_id = ${userId}) AS cells,
      (SELECT amount FROM market_exposures WHERE market_id = m.id AND user_id = ${userId}) AS held
    FROM markets m WHERE m.id = ${marketId}`);
  const row = found.rows[0];
  if (!row) throw notFound('Market not found');
  const cells: PositionCell[] = row.cells.map(([runnerId, line, win, lose]) => ({
    runnerId: Number(runnerId),
    line: Number(line),
    win: Number(win),
    lose: Number(lose),
  }));
  const isFancy = row.type === 'fancy';
  const profits = isFancy ? new Map<number, number>() : runnerProfits(row.runners.map(Number), cells);
  return {
    market_id: marketId,
    exposure: moneyOut(Number(row.held ?? 0)),
    runners: [...profits].map(([runnerId, profit]) => ({ runner_id: runnerId, profit: moneyOut(profit) })),
    results: isFancy && cells.length > 0 ? fancyBands(cells).map((band) => ({ from: band.from, to: band.to, profit: moneyOut(band.profit) })) : [],
  };
}
