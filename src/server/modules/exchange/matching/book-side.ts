// One side of one runner's book: a FIFO queue per ladder tick, the aggregated size and live
// order count per tick, and a pointer to the best tick. Placing, filling and cancelling are
// O(1) apart from moving the best pointer past empty ticks (at most 350 steps, and only when a
// level empties), so the engine never sorts.
import { LADDER_TICK_COUNT } from '@shared/odds-ladder';
import type { RestingOrder } from './types';

/** A resting order as the book holds it: mutable remainder, ladder tick cached. */
export interface BookEntry extends RestingOrder {
  readonly tick: number;
  remaining: RestingOrder['remaining'];
}

export interface BookSide {
  /** Per tick, entries oldest first; entries before heads[tick] or with remaining 0 are dead. */
  readonly queues: BookEntry[][];
  readonly heads: Int32Array;
  /** Sum of live remainders per tick in paise (exact in doubles up to 2^53). */
  readonly sizes: Float64Array;
  /** Live entries per tick; a tick is empty when this is 0. */
  readonly counts: Int32Array;
  /** Best tick, -1 when the side is empty. */
  best: number;
  /** Resting lays are best at the highest price, resting backs at the lowest. */
  readonly bestIsHighest: boolean;
}

export function createSide(bestIsHighest: boolean): BookSide {
  const queues: BookEntry[][] = [];
  for (let tick = 0; tick < LADDER_TICK_COUNT; tick++) queues.push([]);
  return {
    queues,
    heads: new Int32Array(LADDER_TICK_COUNT),
    sizes: new Float64Array(LADDER_TICK_COUNT),
    counts: new Int32Array(LADDER_TICK_COUNT),
    best: -1,
    bestIsHighest,
  };
}

function queueAt(side: BookSide, tick: number): BookEntry[] {
  const queue = side.queues[tick];
  if (queue === undefined) throw new RangeError(`tick outside the ladder: ${tick}`);
  return queue;
}

/** True when `tick` is as good as `than` or better on this side (higher for lays, lower for backs). */
export function isBetterOrEqual(side: BookSide, tick: number, than: number): boolean {
  return side.bestIsHighest ? tick >= than : tick <= than;
}

export function pushEntry(side: BookSide, entry: BookEntry): void {
  const { tick } = entry;
  queueAt(side, tick).push(entry);
  side.sizes[tick] = (side.sizes[tick] ?? 0) + entry.remaining;
  side.counts[tick] = (side.counts[tick] ?? 0) + 1;
  if (side.best === -1 || !isBetterOrEqual(side, side.best, tick)) side.best = tick;
}

/** The oldest live entry at a non-empty tick. */
export function headEntry(side: BookSide, tick: number): BookEntry {
  const queue = queueAt(side, tick);
  let head = side.heads[tick] ?? 0;
  let entry = queue[head];
  // Cancelled entries are left in place (removing from the middle of an array is O(n)) and skipped here.
  while (entry !== undefined && entry.remaining === 0) entry = queue[++head];
  if (entry === undefined) throw new Error(`empty level at tick ${tick} with a live count`);
  side.heads[tick] = head;
  return entry;
}

/** Takes `amount` off the head entry of `tick`, found by headEntry just before. */
export function fillHead(side: BookSide, entry: BookEntry, amount: number): void {
  const { tick } = entry;
  entry.remaining = (entry.remaining - amount) as BookEntry['remaining'];
  side.sizes[tick] = (side.sizes[tick] ?? 0) - amount;
  if (entry.remaining > 0) return;
  side.heads[tick] = (side.heads[tick] ?? 0) + 1;
  dropLive(side, tick);
}

/** Lowers a live entry's remainder by `amount` (less than all of it) where it sits: it keeps its place. */
export function reduceEntry(side: BookSide, entry: BookEntry, amount: number): void {
  entry.remaining = (entry.remaining - amount) as BookEntry['remaining'];
  side.sizes[entry.tick] = (side.sizes[entry.tick] ?? 0) - amount;
}

/** Takes a live entry out wherever it sits in its queue (cancel, lapse). */
export function removeEntry(side: BookSide, entry: BookEntry): void {
  const { tick } = entry;
  side.sizes[tick] = (side.sizes[tick] ?? 0) - entry.remaining;
  entry.remaining = 0 as BookEntry['remaining'];
  dropLive(side, tick);
}

function dropLive(side: BookSide, tick: number): void {
  const count = (side.counts[tick] ?? 0) - 1;
  side.counts[tick] = count;
  const queue = queueAt(side, tick);
  if (count === 0) {
    queue.length = 0;
    side.heads[tick] = 0;
    side.sizes[tick] = 0;
    if (side.best === tick) moveBest(side, tick);
    return;
  }
  // Keep dead entries bounded so a level that is never emptied cannot grow without limit.
  const dead = queue.length - count;
  if (dead > 32 && dead > count) {
    const live = queue.filter((entry) => entry.remaining > 0);
    queue.length = 0;
    for (const entry of live) queue.push(entry);
    side.heads[tick] = 0;
  }
}

function moveBest(side: BookSide, from: number): void {
  const step = side.bestIsHighest ? -1 : 1;
  for (let tick = from + step; tick >= 0 && tick < LADDER_TICK_COUNT; tick += step) {
    if ((side.counts[tick] ?? 0) > 0) {
      side.best = tick;
      return;
    }
  }
  side.best = -1;
}

/** The best `levels` non-empty ticks with their sizes, best first. */
export function bestLevels(side: BookSide, levels: number): Array<{ tick: number; size: number }> {
  const result: Array<{ tick: number; size: number }> = [];
  if (side.best === -1) return result;
  const step = side.bestIsHighest ? -1 : 1;
  for (let tick = side.best; tick >= 0 && tick < LADDER_TICK_COUNT && result.length < levels; tick += step) {
    if ((side.counts[tick] ?? 0) > 0) result.push({ tick, size: side.sizes[tick] ?? 0 });
  }
  return result;
}
