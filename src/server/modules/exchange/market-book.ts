import { sql } from 'drizzle-orm';
import type { MarketBook, MarketResult, MarketType, PriceLevel } from '@shared/schemas/exchange';
import type { LiveScore } from '@shared/schemas/live-score';
import type { Queryable } from '@server/db/client';
import { notFound } from '@server/errors';
import type { World } from '../ledger';
import { moneyOut, priceOut } from './bet-view';
import type { SettlementResult } from './market-state';

// The book players see: per runner, `back` = resting lays (what a player can back
// at) best (highest) first, `lay` = resting backs best (lowest) first, sizes summed per price.
// Read straight from the resting bets of one world of money (demo players see the play-money
// book they trade on), so every price shown is a real order. A fancy line shows
// the house's YES quote as back and its NO quote as lay, sized at the market's maximum stake.

export const BOOK_LEVELS = 3;

type LevelRow = { market_id: number; runner_id: number; side: 'back' | 'lay'; price: number; size: number };

export type RunnerRow = {
  id: number;
  market_id: number;
  name: string;
  yes_line: number | null;
  yes_rate: number | null;
  no_line: number | null;
  no_rate: number | null;
};

export type RunnerLevels = { back: PriceLevel[]; lay: PriceLevel[] };

/** Best `levels` prices a side for every runner of the given markets, in one world's book. */
export async function readLevels(
  db: Queryable,
  markets: ReadonlyArray<{ id: number; type: MarketType; maxStake: number }>,
  runners: readonly RunnerRow[],
  world: World,
  levels = BOOK_LEVELS,
): Promise<Map<number, RunnerLevels>> {
  const byRunner = new Map<number, RunnerLevels>();
  for (const runner of runners) byRunner.set(Number(runner.id), { back: [], lay: [] });
  const bookMarkets = markets.filter((market) => market.type !== 'fancy').map((market) => market.id);
  if (bookMarkets.length > 0) {
    const result = await db.execute<LevelRow>(sql`
      SELECT b.market_id, b.runner_id, b.side, b.price, sum(b.remaining_stake)::bigint AS size
      FROM bets b JOIN users u ON u.id = b.user_id AND u.is_demo = ${world === 'play'}
      WHERE b.market_id IN (${sql.join(
        bookMarkets.map((id) => sql`${id}`),
        sql`, `,
      )}) AND b.status = 'open'
      GROUP BY b.market_id, b.runner_id, b.side, b.price`);
    const sorted = [...result.rows].sort((a, b) => Number(a.price) - Number(b.price));
    for (const row of sorted) {
      const entry = byRunner.get(Number(row.runner_id));
      if (!entry) continue;
      const level = { price: priceOut(Number(row.price)), size: moneyOut(Number(row.size)) };
      // A resting lay is a price to back at (best highest); a resting back, a price to lay at (best lowest).
      if (row.side === 'lay') entry.back.unshift(level);
      else entry.lay.push(level);
    }
    for (const entry of byRunner.values()) {
      entry.back.splice(levels);
      entry.lay.splice(levels);
    }
  }
  const fancyMaxStake = new Map(markets.filter((market) => market.type === 'fancy').map((market) => [market.id, market.maxStake]));
  for (const runner of runners) {
    const maxStake = fancyMaxStake.get(Number(runner.market_id));
    const entry = byRunner.get(Number(runner.id));
    if (maxStake === undefined || !entry) continue;
    if (runner.yes_line !== null && runner.yes_rate !== null) {
      entry.back.push({ price: priceOut(100 + Number(runner.yes_rate)), size: moneyOut(maxStake), line: Number(runner.yes_line) });
    }
    if (runner.no_line !== null && runner.no_rate !== null) {
      entry.lay.push({ price: priceOut(100 + Number(runner.no_rate)), size: moneyOut(maxStake), line: Number(runner.no_line) });
    }
  }
  return byRunner;
}

type MarketRow = {
  id: number;
  event_id: number;
  event_name: string;
  sport_key: string;
  in_play: boolean;
  name: string;
  type: MarketType;
  status: MarketBook['status'];
  min_stake: number;
  max_stake: number;
  bet_delay: number;
  commission_bps: number;
  settled_at: Date | string | null;
  result: SettlementResult | null;
  score: LiveScore | null;
};

/** GET /api/markets/{id}: the market with its runners and their best three prices a side, in one world's book. */
export async function getMarketBook(db: Queryable, marketId: number, world: World = 'real', levels = BOOK_LEVELS): Promise<MarketBook> {
  const found = await db.execute<MarketRow>(sql`
    SELECT m.id, m.event_id, e.name AS event_name, e.sport_key, e.in_play, m.name, m.type, m.status, m.min_stake, m.max_stake,
           m.bet_delay, m.commission_bps, m.settled_at, m.result, CASE WHEN e.in_play THEN sc.score END AS score
    FROM markets m JOIN events e ON e.id = m.event_id LEFT JOIN event_scores sc ON sc.event_id = e.id WHERE m.id = ${marketId}`);
  const market = found.rows[0];
  if (!market) throw notFound('Market not found');
  const runnerRows = await db.execute<RunnerRow>(
    sql`SELECT id, market_id, name, yes_line, yes_rate, no_line, no_rate FROM runners WHERE market_id = ${marketId} ORDER BY sort_order, id`,
  );
  const levelsByRunner = await readLevels(
    db,
    [{ id: Number(market.id), type: market.type, maxStake: Number(market.max_stake) }],
    runnerRows.rows,
    world,
    levels,
  );
  const isSettled = market.settled_at !== null;
  return {
    id: Number(market.id),
    event_id: Number(market.event_id),
    event_name: market.event_name,
    sport: market.sport_key,
    // A settled market is no longer in play, whatever its event.
    in_play: Boolean(market.in_play) && !isSettled,
    name: market.name,
    type: market.type,
    status: market.status,
    min_stake: moneyOut(Number(market.min_stake)),
    max_stake: moneyOut(Number(market.max_stake)),
    bet_delay: Number(market.bet_delay),
    commission_rate: Number(market.commission_bps) / 100,
    is_settled: isSettled,
    result: isSettled ? resultOf(market.result, runnerRows.rows) : null,
    runners: runnerRows.rows.map((runner) => ({
      id: Number(runner.id),
      name: runner.name,
      ...(levelsByRunner.get(Number(runner.id)) ?? { back: [], lay: [] }),
    })),
    ...(market.score ? { score: market.score } : {}),
  };
}

/** The settled result as players read it: the winner named, void, or a fancy line's runs. */
function resultOf(result: SettlementResult | null, runners: readonly RunnerRow[]): MarketResult {
  const winnerId = result?.winner_runner_id ?? null;
  const winner = winnerId === null ? undefined : runners.find((runner) => Number(runner.id) === winnerId);
  return {
    winner_runner_id: winnerId,
    winner: winner?.name ?? null,
    void: result?.void === true,
    runs: result?.result ?? null,
  };
}
