import { backProfit } from './matching/exposure';
import type { Side } from './matching/types';

// Cash out, as pure integer math on paise and price hundredths: the hedging bets that leave a
// player's matched profit the same whatever runner wins, taken from what the book offers.
//
// Backing runner j for stake s at price p adds s × (p − 1) to outcome j and takes s from every
// other outcome, so it raises outcome j against the others by about s × p; a lay lowers it by as
// much. With profits Q_j, lifting every outcome to a common level C (relative to the others)
// needs a back worth C − Q_j on each runner below C and a lay worth Q_j − C on each above it.
// What is left is C less the stakes backed plus the stakes laid. The best C is one of the Q_k
// (the result is piecewise linear in C and changes slope only there), so each Q_k is tried and
// the best kept; that runner needs no bet. A hedge walks the book best price first, never taking
// more than a level offers, exactly as the matching core will fill it.

/** A price level the player can trade at: price (hundredths) and size (backer's stake, paise). */
export type Level = { price: number; size: number };

/** What a runner's book offers the player: `back` best (highest) first, `lay` best (lowest) first. */
export type RunnerOffers = { runnerId: number; back: readonly Level[]; lay: readonly Level[] };

/** One hedging bet: its side, its stake, the fills it will take, and its limit (the worst fill's price). */
export type HedgeLeg = { runnerId: number; side: Side; price: number; stake: number; fills: Level[] };

export type CashOutPlan = {
  legs: HedgeLeg[];
  /** Profit if each runner wins, for the whole position after the hedge. */
  profitsAfter: Map<number, number>;
  /** What the cashed-out share locks in: its worst outcome after the hedge (before commission). */
  amount: number;
};

/** The share of each outcome's profit that is cashed out (100: all of it). */
export function shareOf(profits: ReadonlyMap<number, number>, share: number): Map<number, number> {
  return new Map([...profits].map(([runnerId, profit]) => [runnerId, share === 100 ? profit : Math.round((profit * share) / 100)]));
}

/**
 * The hedge that cashes out `share` percent of the position (profit per runner), or null when
 * the book does not offer enough to do it. No legs: the position is already level.
 */
export function planCashOut(profits: ReadonlyMap<number, number>, offers: readonly RunnerOffers[], share: number): CashOutPlan | null {
  const part = shareOf(profits, share);
  const kept = new Map([...profits].map(([runnerId, profit]) => [runnerId, profit - (part.get(runnerId) ?? 0)]));
  let best: { legs: HedgeLeg[]; outcomes: Map<number, number>; amount: number } | null = null;
  for (const level of new Set(part.values())) {
    const legs = hedgeTo(part, offers, level);
    if (!legs) continue;
    const outcomes = outcomesAfter(part, legs);
    const amount = Math.min(...outcomes.values());
    if (!best || amount > best.amount) best = { legs, outcomes, amount };
  }
  if (!best) return null;
  const profitsAfter = new Map([...kept].map(([runnerId, profit]) => [runnerId, profit + (best.outcomes.get(runnerId) ?? 0)]));
  // + 0: a share rounded from a small loss can leave -0, which is no amount to show.
  return { legs: best.legs, profitsAfter, amount: best.amount + 0 };
}

/** The legs that bring every outcome to `level` against the others; null when the book runs out. */
function hedgeTo(part: ReadonlyMap<number, number>, offers: readonly RunnerOffers[], level: number): HedgeLeg[] | null {
  const legs: HedgeLeg[] = [];
  for (const [runnerId, profit] of part) {
    const gap = level - profit;
    if (gap === 0) continue;
    const side: Side = gap > 0 ? 'back' : 'lay';
    const runner = offers.find((offer) => offer.runnerId === runnerId);
    const fills = walk(side === 'back' ? (runner?.back ?? []) : (runner?.lay ?? []), Math.abs(gap));
    if (!fills) return null;
    if (fills.length === 0) continue;
    const stake = fills.reduce((sum, fill) => sum + fill.size, 0);
    legs.push({ runnerId, side, price: fills[fills.length - 1]?.price ?? 0, stake, fills });
  }
  return legs;
}

/** What one fill moves its runner's outcome against the others: its stake × price, as settlement pays it. */
const lift = (stake: number, price: number) => backProfit(stake, price) + stake;

/**
 * Fills, best level first, worth `gap` (to the paisa of stake); null when the levels run out first.
 * What is left when less than a paisa of stake would cover it is left: the outcomes are level.
 */
function walk(levels: readonly Level[], gap: number): Level[] | null {
  const fills: Level[] = [];
  let left = gap;
  for (const { price, size } of levels) {
    if (left * 100 < price) return fills;
    const wanted = Math.round((left * 100) / price);
    const stake = Math.min(wanted, size);
    fills.push({ price, size: stake });
    left -= lift(stake, price);
    if (stake === wanted) return fills;
  }
  return Math.round((left * 100) / (levels[levels.length - 1]?.price ?? 100)) <= 0 ? fills : null;
}

/** Each outcome's profit after the legs are matched as planned, as settlement pays every fill. */
export function outcomesAfter(profits: ReadonlyMap<number, number>, legs: readonly HedgeLeg[]): Map<number, number> {
  const outcomes = new Map(profits);
  for (const leg of legs) {
    for (const fill of leg.fills) {
      const win = backProfit(fill.size, fill.price);
      for (const [runnerId, profit] of outcomes) {
        const wins = runnerId === leg.runnerId;
        const change = leg.side === 'back' ? (wins ? win : -fill.size) : wins ? -win : fill.size;
        outcomes.set(runnerId, profit + change);
      }
    }
  }
  return outcomes;
}
