import { sql, type SQL } from 'drizzle-orm';
import type { MarketType } from '@shared/schemas/exchange';
import type { AdminBet, AdminBetsQuery } from '@shared/schemas/risk';
import { toPaise, type Paise } from '@shared/money';
import type { Queryable } from '@server/db/client';
import { betStatusOf, moneyOut, priceOut, type StoredStatus } from '@server/modules/exchange';

// The bet ticker: players' bets newest first, by id (the primary key, so reading what came since
// the last look costs nothing on the order path), filtered by market and minimum stake. The house
// market makers' own offers are not bets anyone placed and are left out; real and play money
// are listed apart.

export type AdminBetRow = AdminBet & { stake_paise: number; matched_paise: number };

type Row = {
  id: number;
  placed_at: Date | string;
  user_id: number;
  username: string;
  event_id: number;
  event: string;
  market_id: number;
  market: string;
  market_type: MarketType;
  runner_id: number;
  runner: string;
  side: 'back' | 'lay';
  price: number;
  line: number | null;
  stake: number;
  matched_stake: number;
  status: StoredStatus;
};

export async function listAdminBets(
  db: Queryable,
  query: AdminBetsQuery,
  threshold: Paise,
  limit: { offset: number; count: number },
): Promise<{ bets: AdminBetRow[]; hasMore: boolean }> {
  const filters: SQL[] = [sql`u.is_demo = ${query.money === 'play'}`, sql`b.user_id NOT IN (SELECT user_id FROM house_makers)`];
  if (query.market_id !== undefined) filters.push(sql`b.market_id = ${query.market_id}`);
  if (query.min_stake !== undefined) filters.push(sql`b.stake >= ${toPaise(query.min_stake)}`);
  if (query.after_id !== undefined) filters.push(sql`b.id > ${query.after_id}`);
  const found = await db.execute<Row>(sql`
    SELECT b.id, b.placed_at, b.user_id, u.username, m.event_id, e.name AS event, b.market_id, m.name AS market, m.type AS market_type,
      b.runner_id, r.name AS runner, b.side, b.price, b.line, b.stake, b.matched_stake, b.status
    FROM bets b JOIN users u ON u.id = b.user_id JOIN markets m ON m.id = b.market_id JOIN events e ON e.id = m.event_id JOIN runners r ON r.id = b.runner_id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY b.id DESC LIMIT ${limit.count + 1} OFFSET ${limit.offset}`);
  const rows = found.rows.slice(0, limit.count);
  return {
    hasMore: found.rows.length > limit.count,
    bets: rows.map((row) => {
      const stake = Number(row.stake);
      const matched = Number(row.matched_stake);
      return {
        id: Number(row.id),
        placed_at: new Date(row.placed_at).toISOString(),
        user_id: Number(row.user_id),
        username: row.username,
        event_id: Number(row.event_id),
        event: row.event,
        market_id: Number(row.market_id),
        market: row.market,
        market_type: row.market_type,
        runner_id: Number(row.runner_id),
        runner: row.runner,
        side: row.side,
        price: priceOut(Number(row.price)),
        line: row.line === null ? null : Number(row.line),
        stake: moneyOut(stake),
        matched_stake: moneyOut(matched),
        status: betStatusOf(row.status, matched),
        is_large: stake >= threshold,
        stake_paise: stake,
        matched_paise: matched,
      };
    }),
  };
}
