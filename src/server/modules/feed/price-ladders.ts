import { LADDER_TICK_COUNT, ODDS_LADDER, ticksToPrice } from '@shared/odds-ladder';
import type { MarketChange } from './wire-messages';

// What the client holds of each market between messages: every runner's available-to-back and
// available-to-lay ladders, kept from Betfair's deltas (a size of 0 removes a price; `img`
// replaces the market), and the fair price the house quotes around: midway, in ladder ticks,
// between the best price to back and the best price to lay.

type Ladder = Map<number, number>;
type RunnerLadders = { atb: Ladder; atl: Ladder };

export type PriceLadders = Map<string, Map<string, RunnerLadders>>;

/** Applies a market change's runner deltas; returns the runners it touched. */
export function applyRunnerChanges(ladders: PriceLadders, change: MarketChange): string[] {
  if (change.img) ladders.delete(change.id);
  let market = ladders.get(change.id);
  if (!market) {
    market = new Map();
    ladders.set(change.id, market);
  }
  const touched: string[] = [];
  for (const runner of change.rc ?? []) {
    let entry = market.get(runner.id);
    if (!entry) {
      entry = { atb: new Map(), atl: new Map() };
      market.set(runner.id, entry);
    }
    for (const [price, size] of runner.atb ?? []) setLevel(entry.atb, price, size);
    for (const [price, size] of runner.atl ?? []) setLevel(entry.atl, price, size);
    touched.push(runner.id);
  }
  return touched;
}

function setLevel(ladder: Ladder, price: number, size: number): void {
  const key = Math.round(price * 100);
  if (size === 0) ladder.delete(key);
  else ladder.set(key, size);
}

/** The nearest ladder tick to a price in hundredths. */
export function nearestTick(hundredths: number): number {
  let low = 0;
  let high = LADDER_TICK_COUNT - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((ODDS_LADDER[middle] ?? 0) < hundredths) low = middle + 1;
    else high = middle;
  }
  const above = low;
  const below = Math.max(0, low - 1);
  const gapAbove = Math.abs((ODDS_LADDER[above] ?? 0) - hundredths);
  const gapBelow = Math.abs((ODDS_LADDER[below] ?? 0) - hundredths);
  return gapBelow < gapAbove ? below : above;
}

/** The runner's fair price (hundredths) from its best back and lay, or null when it has neither. */
export function fairPriceOf(ladders: PriceLadders, marketId: string, runnerId: string): number | null {
  const entry = ladders.get(marketId)?.get(runnerId);
  if (!entry) return null;
  const bestBack = entry.atb.size > 0 ? Math.max(...entry.atb.keys()) : null;
  const bestLay = entry.atl.size > 0 ? Math.min(...entry.atl.keys()) : null;
  if (bestBack === null && bestLay === null) return null;
  if (bestBack === null || bestLay === null) return ticksToPrice(nearestTick(bestBack ?? bestLay ?? 0));
  const middle = Math.round((nearestTick(bestBack) + nearestTick(bestLay)) / 2);
  return ticksToPrice(middle);
}
