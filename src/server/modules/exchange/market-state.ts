import { sql, type SQL } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { MarketStatus, MarketType } from '@shared/schemas/exchange';
import type { PlayBlockKind } from '@shared/schemas/responsible-gambling';
import { executeNamed, type Queryable, type Tx } from '@server/db/client';
import { worldOf, type World } from '../ledger';
import { buildBook, peekRestingOrder, type OrderBook } from './matching/order-book';
import type { Order, Persistence, Side } from './matching/types';

// A market's tradable state: its book of resting bets, every player's matched position and the
// exposure held for them. It changes only under the market's row lock, and every change takes a
// new version from a sequence, so a process may keep the state between orders and trust it
// exactly while the stored version is the one it cached (several processes, one market).

/** The market row as an order sees it, read under its row lock. */
export type LockedMarket = {
  id: number;
  type: MarketType;
  status: MarketStatus;
  version: number;
  nextSeq: number;
  minStake: Paise;
  maxStake: Paise;
  betDelay: number;
  commissionBps: number;
  settledAt: Date | null;
  settleRound: number;
  result: SettlementResult | null;
  eventId: number;
  marketName: string;
  eventName: string;
  /** Runner names by id, where the row was read under the lock (a matched bet's notice names its runner). */
  runnerNames?: ReadonlyMap<number, string>;
  sportKey: string;
  inPlay: boolean;
  /** The event's status: a closed event's markets take no bets. */
  eventStatus: 'active' | 'closed';
};

/**
 * A market's result: its winner (match odds, bookmaker), its runs (fancy), or void. Runners
 * removed from a match odds market (a feed's non-runners) have every bet on them void.
 */
export type SettlementResult = { winner_runner_id?: number; void?: boolean; result?: number; removed_runner_ids?: number[] };

export type RunnerQuote = {
  id: number;
  /** The operator's fair price (hundredths); null: the house does not quote. */
  fairPrice: number | null;
  yesLine: number | null;
  yesRate: number | null;
  noLine: number | null;
  noRate: number | null;
  /** Ticks between the fair price and the house's nearest quote on either side (1 by default). */
  quoteMargin: number;
  /** Removed from the market by the feed (a non-runner): it takes no order. */
  isRemoved?: boolean;
};

/** Sums of win_pnl and lose_pnl of a player's matched bets on one runner (fancy: one line). */
export type PositionCell = { runnerId: number; line: number; win: number; lose: number };

export type MarketState = {
  marketId: number;
  version: number;
  nextSeq: number;
  runners: RunnerQuote[];
  /** Runner ids as the matching core keys them. */
  runnerKeys: string[];
  /**
   * The resting bets, one book per world of money: a demo player's order meets only play-money
   * orders (other demo players' and the play-money house's), a real player's only real ones.
   */
  books: Record<World, OrderBook>;
  /** Seqs of each player's resting bets. */
  restingByUser: Map<number, Set<number>>;
  /** Per player, per `${runnerId}:${line}`. */
  positions: Map<number, Map<string, PositionCell>>;
  /** What is held in each player's exposure account for this market. */
  held: Map<number, number>;
};

export const positionKey = (runnerId: number, line: number) => `${runnerId}:${line}`;

/** The market's row with its event's columns, as exchange_lock_markets answers it. */
export type LockedRow = {
  id: number;
  type: MarketType;
  status: MarketStatus;
  version: number;
  next_seq: number;
  min_stake: number;
  max_stake: number;
  bet_delay: number;
  commission_bps: number;
  settled_at: Date | string | null;
  settle_round: number;
  result: SettlementResult | null;
  event_id: number;
  market_name: string;
  event_name: string;
  runner_names?: Record<string, string> | null;
  sport_key: string;
  in_play: boolean;
  event_status: 'active' | 'closed';
};

export function toLockedMarket(row: LockedRow): LockedMarket {
  return {
    id: Number(row.id),
    type: row.type,
    status: row.status,
    version: Number(row.version),
    nextSeq: Number(row.next_seq),
    minStake: Number(row.min_stake) as Paise,
    maxStake: Number(row.max_stake) as Paise,
    betDelay: Number(row.bet_delay),
    commissionBps: Number(row.commission_bps),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
    settleRound: Number(row.settle_round),
    result: row.result,
    eventId: Number(row.event_id),
    marketName: row.market_name,
    eventName: row.event_name,
    ...(row.runner_names ? { runnerNames: new Map(Object.entries(row.runner_names).map(([id, name]) => [Number(id), name])) } : {}),
    sportKey: row.sport_key,
    inPlay: Boolean(row.in_play),
    eventStatus: row.event_status,
  };
}

const ownColumns = sql`m.id, m.type, m.status, m.version, m.next_seq, m.min_stake, m.max_stake, m.bet_delay,
  m.commission_bps, m.settled_at, m.settle_round, m.result, m.event_id, m.name AS market_name`;
const eventColumns = sql`e.name AS event_name, e.sport_key, e.in_play, e.status AS event_status`;

/**
 * Takes the markets' row locks for the rest of the transaction, in ascending id order whatever
 * the order asked (exchange_lock_markets, db/functions/exchange_lock_markets.sql), and reads them
 * with their events in a later statement of the same call: a statement's snapshot is taken before
 * it waits, and would miss an in-play turn committed by the transaction it waited for. A market
 * that does not exist is absent from the answer. `signIns` (session ids) and `players` (user ids:
 * their time-outs and self-exclusions) are checked in the same round trip, and so is `rider`, a
 * statement that goes in the same round trip (an order batch claims its Idempotency-Keys so):
 * its rows come back as `riderRows`.
 */
export async function lockMarkets(
  tx: Tx,
  marketIds: readonly number[],
  signIns: readonly number[] = [],
  players: readonly number[] = [],
  rider?: Rider,
): Promise<LockedMarkets> {
  const lock = sql`exchange_lock_markets(${idArray(marketIds)}::bigint[], ${idArray(signIns)}::bigint[], ${idArray(players)}::bigint[])`;
  const locked = await executeNamed<{
    market_id: number | null;
    market: LockedRow;
    sign_ins: Array<number | string> | null;
    blocks: Record<string, { kind: PlayBlockKind; ends_at: string }> | null;
    rider: unknown[] | null;
  }>(
    tx,
    rider ? `exchange_lock_markets+${rider.name}` : 'exchange_lock_markets',
    // What is the batch's rather than a market's (sessions, blocks, the rider's rows) comes on one
    // row, the others NULL: the driver parses every value sent, once a row.
    rider
      ? sql`WITH rider AS (${rider.statement})
            SELECT l.market_id, l.market, l.sign_ins, l.blocks, CASE WHEN l.sign_ins IS NOT NULL OR l.market_id IS NULL THEN r.rows END AS rider
              FROM (SELECT coalesce(json_agg(rider), '[]') AS rows FROM rider) AS r LEFT JOIN ${lock} AS l ON true`
      : sql`SELECT market_id, market, sign_ins, blocks, NULL::json AS rider FROM ${lock}`,
  );
  const batchRow = locked.rows.find((row) => row.sign_ins !== null || row.market_id === null);
  const blocks = Object.entries(batchRow?.blocks ?? {}).map(
    ([userId, block]) => [Number(userId), { kind: block.kind, endsAt: new Date(block.ends_at) }] as const,
  );
  return {
    markets: new Map(
      locked.rows.flatMap((row) =>
        row.market_id === null || row.market_id === undefined ? [] : [[Number(row.market_id), toLockedMarket(row.market)] as const],
      ),
    ),
    liveSignIns: new Set((batchRow?.sign_ins ?? []).map(Number)),
    blockedPlayers: new Map(blocks),
    riderRows: batchRow?.rider ?? [],
  };
}

/**
 * A statement sent in the same round trip as the markets' locks (claiming keys), its text the same
 * every time under its name (a named prepared statement). It runs before the locks are taken.
 */
export type Rider = { name: string; statement: SQL };

export type LockedMarkets = {
  markets: Map<number, LockedMarket>;
  /** Those of the asked sign-in sessions that are live: not revoked, not expired, an active player's. */
  liveSignIns: Set<number>;
  /** Those of the asked players on a time-out or self-exclusion now, with its kind and end. */
  blockedPlayers: Map<number, { kind: PlayBlockKind; endsAt: Date }>;
  /** The rows of the rider sent along, if any. */
  riderRows: unknown[];
};

/** Ids as one PostgreSQL array literal (one parameter, so the statement's text never changes). */
const idArray = (ids: readonly number[]) => `{${[...new Set(ids)].map((id) => String(Math.trunc(id))).join(',')}}`;

/** The market without a lock: to refuse early (and to know the bet delay) before waiting for it. */
export async function findMarket(db: Queryable, marketId: number): Promise<LockedMarket | undefined> {
  const result = await db.execute<LockedRow>(
    sql`SELECT ${ownColumns}, ${eventColumns} FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = ${marketId}`,
  );
  const row = result.rows[0];
  return row ? toLockedMarket(row) : undefined;
}

type StateRow = {
  runners: Array<[number, number | null, number | null, number | null, number | null, number | null, number, boolean]>;
  resting: Array<[number, number, number, Side, number, number, Persistence, boolean]>;
  positions: Array<[number, number, number, number, number]>;
  held: Array<[number, number]>;
};

/** Reads the whole state of a locked market from the database (one statement, one snapshot). */
export async function loadMarketState(tx: Queryable, market: LockedMarket): Promise<MarketState> {
  const id = market.id;
  const result = await tx.execute<StateRow>(sql`SELECT
    (SELECT coalesce(json_agg(json_build_array(id, fair_price, yes_line, yes_rate, no_line, no_rate, quote_margin, removed_at IS NOT NULL) ORDER BY sort_order, id), '[]')
       FROM runners WHERE market_id = ${id}) AS runners,
    (SELECT coalesce(json_agg(json_build_array(b.seq, b.user_id, b.runner_id, b.side, b.price, b.remaining_stake, b.persistence, u.is_demo) ORDER BY b.seq), '[]')
       FROM bets b JOIN users u ON u.id = b.user_id WHERE b.market_id = ${id} AND b.status = 'open') AS resting,
    (SELECT coalesce(json_agg(json_build_array(user_id, runner_id, line, win_sum, lose_sum)), '[]')
       FROM market_positions WHERE market_id = ${id}) AS positions,
    (SELECT coalesce(json_agg(json_build_array(user_id, amount)), '[]')
       FROM market_exposures WHERE market_id = ${id} AND amount > 0) AS held`);
  const row = result.rows[0];
  if (!row) throw new Error('market state answered nothing');

  const runners: RunnerQuote[] = row.runners.map(([runnerId, fairPrice, yesLine, yesRate, noLine, noRate, quoteMargin, isRemoved]) => ({
    id: Number(runnerId),
    fairPrice,
    yesLine,
    yesRate,
    noLine,
    noRate,
    quoteMargin: Number(quoteMargin),
    ...(isRemoved ? { isRemoved: true } : {}),
  }));
  const runnerKeys = runners.map((runner) => String(runner.id));
  const restingByUser = new Map<number, Set<number>>();
  const orders: Record<World, Order[]> = { real: [], play: [] };
  for (const [seq, userId, runnerId, side, price, remaining, persistence, isDemo] of row.resting) {
    addResting(restingByUser, Number(userId), Number(seq));
    orders[worldOf({ isDemo })].push({
      id: String(seq),
      playerId: String(userId),
      runnerId: String(runnerId),
      side,
      price: Number(price),
      stake: Number(remaining) as Paise,
      persistence,
      seq: Number(seq),
    });
  }
  const positions = new Map<number, Map<string, PositionCell>>();
  for (const [userId, runnerId, line, win, lose] of row.positions) {
    positionsOf(positions, Number(userId)).set(positionKey(Number(runnerId), Number(line)), {
      runnerId: Number(runnerId),
      line: Number(line),
      win: Number(win),
      lose: Number(lose),
    });
  }
  const held = new Map<number, number>(row.held.map(([userId, amount]) => [Number(userId), Number(amount)]));
  return {
    marketId: id,
    version: market.version,
    nextSeq: market.nextSeq,
    runners,
    runnerKeys,
    books: { real: buildBook(runnerKeys, orders.real), play: buildBook(runnerKeys, orders.play) },
    restingByUser,
    positions,
    held,
  };
}

/** The book a resting bet is in (a seq is unique in its market, across both books); undefined when none holds it. */
export function bookHolding(state: MarketState, seq: number): OrderBook | undefined {
  const id = String(seq);
  if (peekRestingOrder(state.books.real, id)) return state.books.real;
  if (peekRestingOrder(state.books.play, id)) return state.books.play;
  return undefined;
}

export function addResting(index: Map<number, Set<number>>, userId: number, seq: number): void {
  let seqs = index.get(userId);
  if (!seqs) {
    seqs = new Set();
    index.set(userId, seqs);
  }
  seqs.add(seq);
}

export function removeResting(index: Map<number, Set<number>>, userId: number, seq: number): void {
  const seqs = index.get(userId);
  if (!seqs) return;
  seqs.delete(seq);
  if (seqs.size === 0) index.delete(userId);
}

export function positionsOf(positions: Map<number, Map<string, PositionCell>>, userId: number): Map<string, PositionCell> {
  let cells = positions.get(userId);
  if (!cells) {
    cells = new Map();
    positions.set(userId, cells);
  }
  return cells;
}
