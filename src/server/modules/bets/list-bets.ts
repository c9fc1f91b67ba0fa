import { sql, type SQL } from 'drizzle-orm';
import type { Bet, BetHistoryQuery, BetSummary, OpenBetsQuery } from '@shared/schemas/bets';
import type { Queryable } from '@server/db/client';
import { averagePrice, betStatusOf, moneyOut, priceOut, sportKeyOf } from '../exchange';
import { historyRows, type HistoryRow } from './history-rows';

// The player's bets: open bets (anything not yet settled with a part still in
// play) and the full history — exchange bets and casino rounds — with its filters and summary
// cards. Always filtered by the player.

const betColumns = sql`'sports' AS kind, b.id, 'bet:' || b.id AS ref, b.market_id, m.event_id, e.sport_key, e.name AS event, m.name AS market,
  m.type AS market_type, b.runner_id, r.name AS selection, b.side, b.price, b.line, b.stake, b.matched_stake, b.remaining_stake, b.matched_value,
  b.status, b.profit, 0 AS commission, b.placed_at, b.settled_at, NULL::json AS detail`;
const betJoins = sql`bets b JOIN markets m ON m.id = b.market_id JOIN events e ON e.id = m.event_id JOIN runners r ON r.id = b.runner_id`;

/** A plain date is a day in India: `from` its first instant, `to` its last. */
export function rangeStart(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+05:30` : text;
}
export function rangeEnd(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59.999+05:30` : text;
}

function dateFilters(column: SQL, query: { from?: string | undefined; to?: string | undefined }): SQL[] {
  const filters: SQL[] = [];
  if (query.from) filters.push(sql`${column} >= ${rangeStart(query.from)}::timestamptz`);
  if (query.to) filters.push(sql`${column} <= ${rangeEnd(query.to)}::timestamptz`);
  return filters;
}

function toBet(row: HistoryRow): Bet {
  const matched = Number(row.matched_stake);
  return {
    id: Number(row.id),
    kind: row.kind,
    ref: row.ref,
    market_id: Number(row.market_id),
    event_id: Number(row.event_id),
    sport: row.sport_key,
    event: row.event,
    market: row.market,
    market_type: row.market_type,
    runner_id: Number(row.runner_id),
    selection: row.selection,
    side: row.side,
    price: priceOut(Number(row.price)),
    line: row.line === null ? null : Number(row.line),
    stake: moneyOut(Number(row.stake)),
    matched_stake: moneyOut(matched),
    unmatched_stake: moneyOut(Number(row.remaining_stake)),
    avg_price: averagePrice(Number(row.matched_value), matched),
    status: row.status === 'awaiting_result' ? row.status : betStatusOf(row.status, matched),
    profit: row.profit === null ? null : moneyOut(Number(row.profit)),
    commission: moneyOut(Number(row.commission)),
    placed_at: new Date(row.placed_at).toISOString(),
    settled_at: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as HistoryRow['detail']) : row.detail,
  };
}

/** Open bets: unmatched, partly matched, or matched and not yet settled. */
export async function listOpenBets(db: Queryable, userId: number, query: OpenBetsQuery): Promise<Bet[]> {
  const filters = [sql`b.user_id = ${userId}`, sql`b.status IN ('open', 'matched')`, ...dateFilters(sql`b.placed_at`, query)];
  if (query.market_id !== undefined) filters.push(sql`b.market_id = ${query.market_id}`);
  const result = await db.execute<HistoryRow>(
    sql`SELECT ${betColumns} FROM ${betJoins} WHERE ${sql.join(filters, sql` AND `)} ORDER BY b.placed_at DESC, b.id DESC LIMIT 500`,
  );
  return result.rows.map(toBet);
}

const statusFilters: Record<BetHistoryQuery['status'], SQL | undefined> = {
  all: undefined,
  pending: sql`h.status IN ('open', 'matched', 'awaiting_result')`,
  settled: sql`h.status IN ('won', 'lost', 'void')`,
  unmatched: sql`h.status = 'open' AND h.matched_stake = 0`,
  partially_matched: sql`h.status = 'open' AND h.matched_stake > 0`,
  matched: sql`h.status = 'matched'`,
  won: sql`h.status = 'won'`,
  lost: sql`h.status = 'lost'`,
  void: sql`h.status = 'void'`,
  cancelled: sql`h.status = 'cancelled'`,
  lapsed: sql`h.status = 'lapsed'`,
  awaiting_result: sql`h.status = 'awaiting_result'`,
};

/**
 * Bet History: the tab's rows (exchange bets, casino rounds, or both) through the filters, a
 * page of them, and the five cards over every row selected. Net Profit is net of commission,
 * so it agrees with Profit and Loss.
 */
export async function listBetHistory(db: Queryable, userId: number, query: BetHistoryQuery): Promise<{ bets: Bet[]; summary: BetSummary; total: number }> {
  const filters = [sql`TRUE`, ...dateFilters(sql`h.placed_at`, query)];
  const status = statusFilters[query.status];
  if (status) filters.push(status);
  if (query.sport) filters.push(sql`h.sport_key = ${sportKeyOf(query.sport)}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(sql`(h.event ILIKE ${pattern} OR h.market ILIKE ${pattern} OR h.selection ILIKE ${pattern})`);
  }
  const rows = historyRows(userId, query.kind);
  const where = sql.join(filters, sql` AND `);
  const offset = (query.page - 1) * query.page_size;
  const [page, totals] = [
    await db.execute<HistoryRow>(
      sql`SELECT h.* FROM ${rows} WHERE ${where} ORDER BY h.placed_at DESC, h.kind DESC, h.id DESC LIMIT ${query.page_size} OFFSET ${offset}`,
    ),
    await db.execute<{ total: number; won: number; lost: number; staked: number; profit: number }>(sql`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE h.status = 'won')::int AS won, count(*) FILTER (WHERE h.status = 'lost')::int AS lost,
             coalesce(sum(h.matched_stake + h.remaining_stake), 0)::bigint AS staked,
             coalesce(sum(h.profit - h.commission), 0)::bigint AS profit
      FROM ${rows} WHERE ${where}`),
  ];
  const figures = totals.rows[0] ?? { total: 0, won: 0, lost: 0, staked: 0, profit: 0 };
  const won = Number(figures.won);
  const decided = won + Number(figures.lost);
  return {
    bets: page.rows.map(toBet),
    total: Number(figures.total),
    summary: {
      total_bets: Number(figures.total),
      bets_won: won,
      bets_lost: Number(figures.lost),
      win_rate: decided === 0 ? 0 : Math.round((won / decided) * 1000) / 10,
      total_staked: moneyOut(Number(figures.staked)),
      net_profit: moneyOut(Number(figures.profit)),
    },
  };
}
