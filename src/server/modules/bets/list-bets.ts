import { sql, type SQL } from 'drizzle-orm';
import type { Bet, BetHistoryQuery, BetSummary, OpenBetsQuery } from '../../../shared/schemas/bets';
import type { Queryable } from '../../db/client';
import { averagePrice, betStatusOf, moneyOut, priceOut, sportKeyOf, type StoredStatus } from '../exchange';

// The player's bets (DESIGN §11): open bets (anything not yet settled with a part still in
// play) and the full history with its filters and summary cards. Always filtered by the player.

type BetRow = {
  id: number;
  market_id: number;
  event_id: number;
  sport_key: string;
  event: string;
  market: string;
  market_type: string;
  runner_id: number;
  selection: string;
  side: 'back' | 'lay';
  price: number;
  line: number | null;
  stake: number;
  matched_stake: number;
  remaining_stake: number;
  matched_value: number;
  status: StoredStatus;
  profit: number | null;
  placed_at: Date | string;
  settled_at: Date | string | null;
};

const betColumns = sql`b.id, b.market_id, m.event_id, e.sport_key, e.name AS event, m.name AS market, m.type AS market_type,
  b.runner_id, r.name AS selection, b.side, b.price, b.line, b.stake, b.matched_stake, b.remaining_stake, b.matched_value,
  b.status, b.profit, b.placed_at, b.settled_at`;
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

function toBet(row: BetRow): Bet {
  const matched = Number(row.matched_stake);
  return {
    id: Number(row.id),
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
    status: betStatusOf(row.status, matched),
    profit: row.profit === null ? null : moneyOut(Number(row.profit)),
    placed_at: new Date(row.placed_at).toISOString(),
    settled_at: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
  };
}

/** Open bets: unmatched, partly matched, or matched and not yet settled. */
export async function listOpenBets(db: Queryable, userId: number, query: OpenBetsQuery): Promise<Bet[]> {
  const filters = [sql`b.user_id = ${userId}`, sql`b.status IN ('open', 'matched')`, ...dateFilters(sql`b.placed_at`, query)];
  if (query.market_id !== undefined) filters.push(sql`b.market_id = ${query.market_id}`);
  const result = await db.execute<BetRow>(
    sql`SELECT ${betColumns} FROM ${betJoins} WHERE ${sql.join(filters, sql` AND `)} ORDER BY b.placed_at DESC, b.id DESC LIMIT 500`,
  );
  return result.rows.map(toBet);
}

const statusFilters: Record<BetHistoryQuery['status'], SQL | undefined> = {
  all: undefined,
  pending: sql`b.status IN ('open', 'matched')`,
  settled: sql`b.status IN ('won', 'lost', 'void')`,
  unmatched: sql`b.status = 'open' AND b.matched_stake = 0`,
  partially_matched: sql`b.status = 'open' AND b.matched_stake > 0`,
  matched: sql`b.status = 'matched'`,
  won: sql`b.status = 'won'`,
  lost: sql`b.status = 'lost'`,
  void: sql`b.status = 'void'`,
  cancelled: sql`b.status = 'cancelled'`,
  lapsed: sql`b.status = 'lapsed'`,
};

export async function listBetHistory(
  db: Queryable,
  userId: number,
  query: BetHistoryQuery,
): Promise<{ bets: Bet[]; summary: BetSummary; total: number }> {
  const filters = [sql`b.user_id = ${userId}`, ...dateFilters(sql`b.placed_at`, query)];
  const status = statusFilters[query.status];
  if (status) filters.push(status);
  if (query.sport) filters.push(sql`e.sport_key = ${sportKeyOf(query.sport)}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(sql`(e.name ILIKE ${pattern} OR m.name ILIKE ${pattern} OR r.name ILIKE ${pattern})`);
  }
  const where = sql.join(filters, sql` AND `);
  const offset = (query.page - 1) * query.page_size;
  const [rows, totals] = [
    await db.execute<BetRow>(
      sql`SELECT ${betColumns} FROM ${betJoins} WHERE ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT ${query.page_size} OFFSET ${offset}`,
    ),
    await db.execute<{ total: number; won: number; lost: number; staked: number; profit: number }>(sql`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE b.status = 'won')::int AS won, count(*) FILTER (WHERE b.status = 'lost')::int AS lost,
             coalesce(sum(b.matched_stake + b.remaining_stake), 0)::bigint AS staked, coalesce(sum(b.profit), 0)::bigint AS profit
      FROM ${betJoins} WHERE ${where}`),
  ];
  const figures = totals.rows[0] ?? { total: 0, won: 0, lost: 0, staked: 0, profit: 0 };
  const won = Number(figures.won);
  const decided = won + Number(figures.lost);
  return {
    bets: rows.rows.map(toBet),
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
