import { sql, type SQL } from 'drizzle-orm';
import type { Pnl, PnlQuery } from '@shared/schemas/bets';
import type { Queryable } from '@server/db/client';
import { moneyOut, sportKeyOf } from '../exchange';
import { rangeEnd, rangeStart } from './list-bets';

// Betting Profit and Loss (spec §2): the player's settled markets in a period with what each
// paid before and after commission, totals per sport and overall; settled Matka draws as the sport `matka`. A settlement that was
// reversed by a resettlement does not count; the round that replaced it does.

type Row = {
  sport_key: string;
  sport_name: string;
  event_id: number;
  event: string;
  market_id: number;
  market: string;
  settled_at: Date | string;
  net_profit: number;
  commission: number;
  bets: number;
  stake: number;
};

export async function getBetPnl(db: Queryable, userId: number, query: PnlQuery): Promise<Pnl> {
  const filters: SQL[] = [sql`ms.user_id = ${userId}`, sql`ms.reversed_at IS NULL`];
  if (query.from) filters.push(sql`ms.settled_at >= ${rangeStart(query.from)}::timestamptz`);
  if (query.to) filters.push(sql`ms.settled_at <= ${rangeEnd(query.to)}::timestamptz`);
  if (query.sport) filters.push(sql`e.sport_key = ${sportKeyOf(query.sport)}`);
  const result = await db.execute<Row>(sql`
    SELECT e.sport_key, s.name AS sport_name, e.id AS event_id, e.name AS event, m.id AS market_id, m.name AS market,
           ms.settled_at, ms.net_profit, ms.commission, agg.bets, agg.stake
    FROM market_settlements ms
    JOIN markets m ON m.id = ms.market_id JOIN events e ON e.id = m.event_id JOIN sports s ON s.key = e.sport_key
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS bets, coalesce(sum(matched_stake), 0)::bigint AS stake
      FROM bets WHERE market_id = ms.market_id AND user_id = ms.user_id AND matched_stake > 0
    ) agg
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY ms.settled_at DESC, m.id DESC`);
  const rows = [...result.rows, ...(await matkaPnlRows(db, userId, query))].sort((a, b) => new Date(b.settled_at).getTime() - new Date(a.settled_at).getTime());

  const sports = new Map<string, { sport: string; sport_name: string; markets: number; profit: number; commission: number }>();
  let profit = 0;
  let commission = 0;
  const markets = rows.map((row) => {
    const rowProfit = Number(row.net_profit);
    const rowCommission = Number(row.commission);
    profit += rowProfit;
    commission += rowCommission;
    const sport = sports.get(row.sport_key) ?? { sport: row.sport_key, sport_name: row.sport_name, markets: 0, profit: 0, commission: 0 };
    sport.markets += 1;
    sport.profit += rowProfit;
    sport.commission += rowCommission;
    sports.set(row.sport_key, sport);
    return {
      sport: row.sport_key,
      sport_name: row.sport_name,
      event_id: Number(row.event_id),
      event: row.event,
      market_id: Number(row.market_id),
      market: row.market,
      settled_at: new Date(row.settled_at).toISOString(),
      bets: Number(row.bets),
      stake: moneyOut(Number(row.stake)),
      profit: moneyOut(rowProfit),
      commission: moneyOut(rowCommission),
      net: moneyOut(rowProfit - rowCommission),
    };
  });
  return {
    markets,
    sports: [...sports.values()].map((sport) => ({
      sport: sport.sport,
      sport_name: sport.sport_name,
      markets: sport.markets,
      profit: moneyOut(sport.profit),
      commission: moneyOut(sport.commission),
      net: moneyOut(sport.profit - sport.commission),
    })),
    total: { profit: moneyOut(profit), commission: moneyOut(commission), net: moneyOut(profit - commission) },
  };
}

/** Settled Matka bets, a row per market and draw (sport `matka`); Matka takes no commission. */
async function matkaPnlRows(db: Queryable, userId: number, query: PnlQuery): Promise<Row[]> {
  if (query.sport && query.sport !== 'matka') return [];
  const filters: SQL[] = [sql`mb.user_id = ${userId}`, sql`mb.status IN ('won', 'lost')`];
  if (query.from) filters.push(sql`mb.settled_at >= ${rangeStart(query.from)}::timestamptz`);
  if (query.to) filters.push(sql`mb.settled_at <= ${rangeEnd(query.to)}::timestamptz`);
  const result = await db.execute<Row>(sql`
    SELECT 'matka' AS sport_key, 'Matka' AS sport_name, mm.id AS event_id, mm.name AS event, mm.id AS market_id,
           'Draw ' || to_char(mb.draw_date, 'DD/MM/YYYY') AS market, max(mb.settled_at) AS settled_at,
           sum(mb.payout - mb.stake)::bigint AS net_profit, 0 AS commission, count(*)::int AS bets, sum(mb.stake)::bigint AS stake
    FROM matka_bets mb JOIN matka_markets mm ON mm.id = mb.market_id
    WHERE ${sql.join(filters, sql` AND `)}
    GROUP BY mm.id, mm.name, mb.draw_date`);
  return result.rows;
}
