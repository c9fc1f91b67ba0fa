import { sql, type SQL } from 'drizzle-orm';
import { marketStatuses, type AdminMarket, type AdminMarketRow, type AdminMarketsQuery, type HouseSummary } from '@shared/schemas/exchange';
import type { Queryable } from '@server/db/client';
import { getPlayerBalances } from '../ledger';
import { moneyOut } from './bet-view';
import { getMarketBook } from './market-book';
import { getMarketPosition } from './market-position';

// What the operator sees of a market: its deeper book, volumes, and the house's position and
// exposure in it; and the house market maker's money overall. Real money only: demo players'
// bets and the play-money house are left out.

/** Bets of real players and the real house (a demo user's are play money). */
const realBets = sql`user_id IN (SELECT id FROM users WHERE NOT is_demo)`;
/** Matches between real bets (a match never joins the worlds, so its taker's world is its maker's). */
const realMatches = sql`EXISTS (SELECT 1 FROM bets b JOIN users u ON u.id = b.user_id
  WHERE b.market_id = bet_matches.market_id AND b.seq = bet_matches.taker_seq AND NOT u.is_demo)`;
const realHouse = sql`user_id IN (SELECT user_id FROM house_makers WHERE NOT play_money)`;

type Row = {
  id: number;
  event_id: number;
  event: string;
  sport_key: string;
  name: string;
  type: string;
  status: (typeof marketStatuses)[number];
  settled_at: Date | string | null;
  result: unknown;
  matched: number;
  unmatched: number;
  house_exposure: number;
};

export async function listAdminMarkets(db: Queryable, query: AdminMarketsQuery): Promise<AdminMarketRow[]> {
  const filters: SQL[] = [sql`true`];
  if (query.event_id !== undefined) filters.push(sql`m.event_id = ${query.event_id}`);
  if (query.status !== undefined) filters.push(sql`m.status = ${query.status}`);
  if (query.settled !== undefined) filters.push(query.settled === 'true' ? sql`m.settled_at IS NOT NULL` : sql`m.settled_at IS NULL`);
  const result = await db.execute<Row>(sql`
    SELECT m.id, m.event_id, e.name AS event, e.sport_key, m.name, m.type, m.status, m.settled_at, m.result,
      (SELECT coalesce(sum(stake), 0)::bigint FROM bet_matches WHERE market_id = m.id AND ${realMatches}) AS matched,
      (SELECT coalesce(sum(remaining_stake), 0)::bigint FROM bets WHERE market_id = m.id AND status = 'open' AND ${realBets}) AS unmatched,
      coalesce((SELECT sum(amount) FROM market_exposures WHERE market_id = m.id AND ${realHouse}), 0)::bigint AS house_exposure
    FROM markets m JOIN events e ON e.id = m.event_id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY m.settled_at IS NOT NULL, e.start_time, m.event_id, m.sort_order, m.id LIMIT 1000`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    event_id: Number(row.event_id),
    event: row.event,
    sport: row.sport_key,
    name: row.name,
    type: row.type,
    status: row.status,
    is_settled: row.settled_at !== null,
    result: row.result ?? null,
    matched_volume: moneyOut(Number(row.matched)),
    unmatched_volume: moneyOut(Number(row.unmatched)),
    house_exposure: moneyOut(Number(row.house_exposure)),
  }));
}

export async function getAdminMarket(db: Queryable, houseId: number, marketId: number): Promise<AdminMarket> {
  const market = await getMarketBook(db, marketId, 'real', 10);
  const house = await getMarketPosition(db, houseId, marketId);
  const figures = await db.execute<{ result: unknown; settle_round: number; matched: number; unmatched: number; players: number; demo_players: number }>(sql`
    SELECT m.result, m.settle_round,
      (SELECT coalesce(sum(stake), 0)::bigint FROM bet_matches WHERE market_id = m.id AND ${realMatches}) AS matched,
      (SELECT coalesce(sum(remaining_stake), 0)::bigint FROM bets WHERE market_id = m.id AND status = 'open' AND ${realBets}) AS unmatched,
      (SELECT count(DISTINCT user_id)::int FROM bets WHERE market_id = m.id AND ${realBets} AND user_id NOT IN (SELECT user_id FROM house_makers)) AS players,
      (SELECT count(DISTINCT user_id)::int FROM bets WHERE market_id = m.id AND NOT ${realBets} AND user_id NOT IN (SELECT user_id FROM house_makers)) AS demo_players
    FROM markets m WHERE m.id = ${marketId}`);
  const row = figures.rows[0];
  return {
    market,
    result: row?.result ?? null,
    settle_round: Number(row?.settle_round ?? 0),
    matched_volume: moneyOut(Number(row?.matched ?? 0)),
    unmatched_volume: moneyOut(Number(row?.unmatched ?? 0)),
    players: Number(row?.players ?? 0),
    demo_players: Number(row?.demo_players ?? 0),
    house: { exposure: house.exposure, runners: house.runners, results: house.results },
  };
}

/** The house market makers together: what they have available, what is held, over how many markets. */
export async function getHouseSummary(db: Queryable, houseIds: readonly number[]): Promise<HouseSummary> {
  let available = 0;
  let exposure = 0;
  for (const houseId of houseIds) {
    const balances = await getPlayerBalances(db, houseId);
    available += balances.main;
    exposure += balances.exposure;
  }
  const count = await db.execute<{ n: number }>(sql`SELECT count(DISTINCT market_id)::int AS n FROM market_exposures WHERE amount > 0 AND ${realHouse}`);
  return { makers: houseIds.length, available: moneyOut(available), exposure: moneyOut(exposure), markets_with_exposure: Number(count.rows[0]?.n ?? 0) };
}
