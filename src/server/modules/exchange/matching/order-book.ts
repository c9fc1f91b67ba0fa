// The order book of one market: pure, no clock, no I/O. The service owns persistence and
// rebuilds a book from the database with buildBook; everything here is synchronous so one
// place or cancel is a single step that cannot interleave with another.
import type { Paise } from '@shared/money';
import { MAX_PRICE, ODDS_LADDER, ticksToPrice } from '@shared/odds-ladder';
import { bestLevels, type BookEntry, type BookSide, createSide, fillHead, headEntry, isBetterOrEqual, pushEntry, reduceEntry, removeEntry } from './book-side';
import type { Fill, LapsedOrder, Order, PlaceResult, RestingOrder, RunnerDepth } from './types';

interface RunnerBook {
  /** Resting backs: what a layer trades with, best at the lowest price. */
  readonly backs: BookSide;
  /** Resting lays: what a backer trades with, best at the highest price. */
  readonly lays: BookSide;
}

// Price → tick by direct index (100,001 entries, 200 kB, server only): the ladder's own lookup
// walks its bands, which showed up in the profile at this rate of orders.
const TICK_BY_PRICE = new Int16Array(MAX_PRICE + 1).fill(-1);
ODDS_LADDER.forEach((price, tick) => {
  TICK_BY_PRICE[price] = tick;
});

export interface OrderBook {
  readonly runners: Map<string, RunnerBook>;
  /** Resting orders by id, in seq order (Map keeps insertion order). */
  readonly orders: Map<string, BookEntry>;
  lastSeq: number;
}

export function createBook(runnerIds: readonly string[]): OrderBook {
  const runners = new Map<string, RunnerBook>();
  for (const runnerId of runnerIds) {
    if (runners.has(runnerId)) throw new Error(`runner listed twice: ${runnerId}`);
    runners.set(runnerId, { backs: createSide(false), lays: createSide(true) });
  }
  return { runners, orders: new Map(), lastSeq: -Infinity };
}

/**
 * A book from the resting remainders stored in the database (each order's stake is its unmatched
 * part). Throws when they cross: a book built by placeOrder never crosses, so a crossed set of
 * rows means the stored state is wrong and must not be traded on.
 */
export function buildBook(runnerIds: readonly string[], restingOrders: readonly Order[]): OrderBook {
  const book = createBook(runnerIds);
  const bySeq = [...restingOrders].sort((a, b) => a.seq - b.seq);
  for (const order of bySeq) {
    const { runner, tick } = checkOrder(book, order);
    const opposite = order.side === 'back' ? runner.lays : runner.backs;
    if (opposite.best !== -1 && isBetterOrEqual(opposite, opposite.best, tick)) {
      throw new Error(`resting order ${order.id} crosses the book`);
    }
    restEntry(book, runner, toEntry(order, tick, order.stake));
  }
  return book;
}

/**
 * Matches an incoming order against the other side, best price first then oldest first, at the
 * resting orders' prices; the remainder rests. Self-trade prevention is "cancel newest": when the
 * next resting order in priority belongs to the same player, the incoming remainder is cancelled
 * instead of trading or resting, so the book never crosses.
 */
export function placeOrder(book: OrderBook, order: Order): PlaceResult {
  const { runner, tick } = checkOrder(book, order);
  const isBack = order.side === 'back';
  const opposite = isBack ? runner.lays : runner.backs;
  const fills: Fill[] = [];
  let remaining: number = order.stake;
  let cancelled = 0;

  while (remaining > 0) {
    const best = opposite.best;
    if (best === -1 || (isBack ? best < tick : best > tick)) break;
    const maker = headEntry(opposite, best);
    if (maker.playerId === order.playerId) {
      cancelled = remaining;
      remaining = 0;
      break;
    }
    const size = maker.remaining < remaining ? maker.remaining : remaining;
    fills.push({
      takerOrderId: order.id,
      takerPlayerId: order.playerId,
      takerSide: order.side,
      makerOrderId: maker.id,
      makerPlayerId: maker.playerId,
      runnerId: order.runnerId,
      price: maker.price,
      stake: size as Paise,
    });
    fillHead(opposite, maker, size);
    if (maker.remaining === 0) book.orders.delete(maker.id);
    remaining -= size;
  }

  book.lastSeq = order.seq;
  if (remaining > 0) restEntry(book, runner, toEntry(order, tick, remaining as Paise));
  return {
    fills,
    matchedStake: (order.stake - remaining - cancelled) as Paise,
    restingStake: remaining as Paise,
    cancelledStake: cancelled as Paise,
  };
}

/** Removes an order's unmatched remainder; returns how much was cancelled (0 when none rests). */
export function cancelOrder(book: OrderBook, orderId: string): Paise {
  const entry = book.orders.get(orderId);
  if (entry === undefined) return 0 as Paise;
  const cancelled = entry.remaining;
  takeOut(book, entry);
  return cancelled;
}

/**
 * Lowers an order's unmatched remainder by `amount`, keeping its place in the queue (a stake edited
 * down). Returns how much was taken: 0 when nothing rests or `amount` is not less than what rests.
 */
export function reduceOrder(book: OrderBook, orderId: string, amount: number): Paise {
  const entry = book.orders.get(orderId);
  if (entry === undefined || !Number.isSafeInteger(amount) || amount <= 0 || amount >= entry.remaining) return 0 as Paise;
  const runner = getRunner(book, entry.runnerId);
  reduceEntry(entry.side === 'back' ? runner.backs : runner.lays, entry, amount);
  return amount as Paise;
}

/** Removes every resting order the predicate picks (in-play: persistence 'lapse'; close: all). */
export function lapseOrders(book: OrderBook, predicate: (order: RestingOrder) => boolean): LapsedOrder[] {
  const lapsed: LapsedOrder[] = [];
  for (const entry of book.orders.values()) {
    if (!predicate(entry)) continue;
    lapsed.push({ ...toOrder(entry), lapsedStake: entry.remaining });
    takeOut(book, entry);
  }
  return lapsed;
}

/** The best `levels` prices a side for the market page, sizes aggregated per price. */
export function depth(book: OrderBook, runnerId: string, levels = 3): RunnerDepth {
  const runner = getRunner(book, runnerId);
  const toPriceSize = ({ tick, size }: { tick: number; size: number }) => ({
    price: ticksToPrice(tick),
    size: size as Paise,
  });
  return {
    back: bestLevels(runner.lays, levels).map(toPriceSize),
    lay: bestLevels(runner.backs, levels).map(toPriceSize),
  };
}

/** Copies of the resting orders, oldest first. */
export function listRestingOrders(book: OrderBook): RestingOrder[] {
  return [...book.orders.values()].map((entry) => ({ ...toOrder(entry), remaining: entry.remaining }));
}

export function findRestingOrder(book: OrderBook, orderId: string): RestingOrder | undefined {
  const entry = book.orders.get(orderId);
  return entry === undefined ? undefined : { ...toOrder(entry), remaining: entry.remaining };
}

/**
 * The resting order itself, not a copy: for reading at once on a hot path (exposure after every
 * batch); what it shows changes as the book trades. Undefined when nothing of it rests.
 */
export function peekRestingOrder(book: OrderBook, orderId: string): RestingOrder | undefined {
  return book.orders.get(orderId);
}

function getRunner(book: OrderBook, runnerId: string): RunnerBook {
  const runner = book.runners.get(runnerId);
  if (runner === undefined) throw new RangeError(`unknown runner: ${runnerId}`);
  return runner;
}

// Inputs are validated by the service already; these checks guard the book's invariants
// (time priority, one entry per id) against a caller's bug rather than a player's input.
function checkOrder(book: OrderBook, order: Order): { runner: RunnerBook; tick: number } {
  const runner = getRunner(book, order.runnerId);
  const tick = Number.isInteger(order.price) ? (TICK_BY_PRICE[order.price] ?? -1) : -1;
  if (tick === -1) throw new RangeError(`price not on the ladder: ${order.price}`);
  if (!Number.isSafeInteger(order.stake) || order.stake <= 0) throw new RangeError(`bad stake: ${order.stake}`);
  if (order.side !== 'back' && order.side !== 'lay') throw new RangeError(`bad side: ${String(order.side)}`);
  if (!(order.seq > book.lastSeq)) throw new RangeError(`seq ${order.seq} is not after ${book.lastSeq}`);
  if (book.orders.has(order.id)) throw new RangeError(`order already resting: ${order.id}`);
  return { runner, tick };
}

function restEntry(book: OrderBook, runner: RunnerBook, entry: BookEntry): void {
  pushEntry(entry.side === 'back' ? runner.backs : runner.lays, entry);
  book.orders.set(entry.id, entry);
  book.lastSeq = entry.seq;
}

function takeOut(book: OrderBook, entry: BookEntry): void {
  const runner = getRunner(book, entry.runnerId);
  removeEntry(entry.side === 'back' ? runner.backs : runner.lays, entry);
  book.orders.delete(entry.id);
}

// Copies field by field so every entry has the same hidden class (keeps V8 on its fast path).
function toEntry(order: Order, tick: number, remaining: Paise): BookEntry {
  return {
    id: order.id,
    playerId: order.playerId,
    runnerId: order.runnerId,
    side: order.side,
    price: order.price,
    stake: order.stake,
    persistence: order.persistence,
    seq: order.seq,
    tick,
    remaining,
  };
}

function toOrder(entry: BookEntry): Order {
  const { id, playerId, runnerId, side, price, stake, persistence, seq } = entry;
  return { id, playerId, runnerId, side, price, stake, persistence, seq };
}
