import { LADDER_TICK_COUNT, ODDS_LADDER, ticksToPrice } from '@shared/odds-ladder';
import type { MarketChange } from './wire-messages';

// What the client holds of each market between messages: every runner's prices to back and to
// lay in each form the subscription sends them — by price (`atb`/`atl`, EX_ALL_OFFERS: a size
// of 0 removes the price) and by level (`batb`/`batl`, EX_BEST_OFFERS, and `bdatb`/`bdatl`,
// EX_BEST_OFFERS_DISP: a level is replaced, and emptied by a size of 0) — its last traded price
// and traded volume; `img` replaces the market. The fair price the house quotes around is
// midway, in ladder ticks, between the best price to back and the best price to lay.

type Ladder = Map<number, number>;
type Levels = Map<number, { price: number; size: number }>;
type RunnerLadders = {
  atb: Ladder;
  atl: Ladder;
  batb: Levels;
  batl: Levels;
  bdatb: Levels;
  bdatl: Levels;
  ltp?: number;
  tv?: number;
};

export type PriceLadders = Map<string, Map<string, RunnerLadders>>;

const LEVEL_FORMS = ['batb', 'batl', 'bdatb', 'bdatl'] as const;

const emptyRunner = (): RunnerLadders => ({ atb: new Map(), atl: new Map(), batb: new Map(), batl: new Map(), bdatb: new Map(), bdatl: new Map() });

/** Applies a market change's runner changes; returns the runners it touched. */
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
      entry = emptyRunner();
      market.set(runner.id, entry);
    }
    for (const [price, size] of runner.atb ?? []) setPrice(entry.atb, price, size);
    for (const [price, size] of runner.atl ?? []) setPrice(entry.atl, price, size);
    for (const form of LEVEL_FORMS) for (const [level, price, size] of runner[form] ?? []) setLevel(entry[form], level, price, size);
    if (runner.ltp !== undefined) entry.ltp = runner.ltp;
    if (runner.tv !== undefined) entry.tv = runner.tv;
    touched.push(runner.id);
  }
  return touched;
}

/** A runner taken out of the market: it has no price any more. */
export function clearRunner(ladders: PriceLadders, marketId: string, runnerId: string): void {
  ladders.get(marketId)?.set(runnerId, emptyRunner());
}

function setPrice(ladder: Ladder, price: number, size: number): void {
  const key = Math.round(price * 100);
  if (size === 0) ladder.delete(key);
  else ladder.set(key, size);
}

function setLevel(levels: Levels, level: number, price: number, size: number): void {
  if (size === 0 || price === 0) levels.delete(level);
  else levels.set(level, { price: Math.round(price * 100), size });
}

/** A runner's ladders as the wire writes them (the fake feed's images). */
export function runnerOffers(entry: RunnerLadders): { atb: Array<[number, number]>; atl: Array<[number, number]> } {
  const out = (ladder: Ladder) => [...ladder].map(([price, size]): [number, number] => [price / 100, size]);
  return { atb: out(entry.atb), atl: out(entry.atl) };
}

/** Best price to back and to lay (hundredths) over every form held, with last traded price and volume. */
export function bestOffers(ladders: PriceLadders, marketId: string, runnerId: string): { back: number | null; lay: number | null; ltp?: number; tv?: number } {
  const entry = ladders.get(marketId)?.get(runnerId);
  if (!entry) return { back: null, lay: null };
  const backs = [...entry.atb.keys(), ...[...entry.batb.values(), ...entry.bdatb.values()].map((level) => level.price)];
  const lays = [...entry.atl.keys(), ...[...entry.batl.values(), ...entry.bdatl.values()].map((level) => level.price)];
  return {
    back: backs.length > 0 ? Math.max(...backs) : null,
    lay: lays.length > 0 ? Math.min(...lays) : null,
    ...(entry.ltp !== undefined ? { ltp: entry.ltp } : {}),
    ...(entry.tv !== undefined ? { tv: entry.tv } : {}),
  };
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
  const { back: bestBack, lay: bestLay } = bestOffers(ladders, marketId, runnerId);
  if (bestBack === null && bestLay === null) return null;
  if (bestBack === null || bestLay === null) return ticksToPrice(nearestTick(bestBack ?? bestLay ?? 0));
  const middle = Math.round((nearestTick(bestBack) + nearestTick(bestLay)) / 2);
  return ticksToPrice(middle);
}
