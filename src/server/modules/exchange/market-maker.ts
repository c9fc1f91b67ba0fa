import type { Paise } from '@shared/money';
import { LADDER_TICK_COUNT, priceToTicks, ticksToPrice } from '@shared/odds-ladder';
import type { Side } from './matching/types';
import { cancelResting, restingOrdersOf, submitOrder } from './market-changes';
import type { MarketTransaction } from './market-record';
import type { Participant } from './house';
import type { LockedMarket, RunnerQuote } from './market-state';

// The house market maker's quotes around each runner's fair price: three lays below it (the
// prices players back at) and three backs above it (the prices players lay at), one tick apart,
// the nearest `quoteMargin` ticks from the fair price (1 unless a feed market's margin says more).
// A bookmaker market shows one level a side sized at the market's maximum stake, refilled after
// every bet. Quotes are ordinary orders placed through the matching core, so a quote that meets
// a player's resting order trades with it.

export type QuoteLevel = { side: Side; price: number; size: Paise };

const MATCH_ODDS_LEVELS = 3;

/** The quotes the house wants resting on a runner (none without a fair price). */
export function houseTargets(market: Pick<LockedMarket, 'type' | 'maxStake'>, runner: RunnerQuote): QuoteLevel[] {
  if (runner.fairPrice === null || market.type === 'fancy') return [];
  const fairTick = priceToTicks(runner.fairPrice);
  const levels = market.type === 'bookmaker' ? 1 : MATCH_ODDS_LEVELS;
  const targets: QuoteLevel[] = [];
  for (let level = 0; level < levels; level++) {
    const size = market.type === 'bookmaker' ? market.maxStake : levelSize(market.maxStake, runner.id, level);
    const layTick = fairTick - runner.quoteMargin - level;
    const backTick = fairTick + runner.quoteMargin + level;
    if (layTick >= 0) targets.push({ side: 'lay', price: ticksToPrice(layTick), size });
    if (backTick < LADDER_TICK_COUNT) targets.push({ side: 'back', price: ticksToPrice(backTick), size });
  }
  return targets;
}

/** Sizes that look like a real book: growing with depth, varied per runner, whole rupees. */
function levelSize(maxStake: number, runnerId: number, level: number): Paise {
  const base = Math.min(Math.max(Math.floor(maxStake / 10), 200_000), 5_000_000);
  const jitter = 0.7 + ((runnerId * 7919 + level * 104_729) % 61) / 100;
  return (Math.round((base * (1 + level * 0.8) * jitter) / 100) * 100) as Paise;
}

/** refreshHouseQuotes for every house participant of the market (one per world of money). */
export function refreshAllHouseQuotes(marketTx: MarketTransaction, houses: readonly Participant[], runnerIds?: readonly number[]): void {
  for (const house of houses) refreshHouseQuotes(marketTx, house, runnerIds);
}

/**
 * Brings the house's resting orders on the given runners to its targets: cancels quotes at
 * prices it no longer wants, tops up a level when it has fallen below half (bookmaker: below
 * full). Runs inside the caller's marketTx; the market must be OPEN for new quotes.
 */
export function refreshHouseQuotes(marketTx: MarketTransaction, house: Participant, runnerIds?: readonly number[]): void {
  const wanted = runnerIds ? new Set(runnerIds) : undefined;
  const runners = marketTx.state.runners.filter((runner) => !wanted || wanted.has(runner.id));
  const mine = restingOrdersOf(marketTx, house.userId);
  for (const runner of runners) {
    const targets = marketTx.market.status === 'OPEN' ? houseTargets(marketTx.market, runner) : [];
    const keep = new Set(targets.map((target) => `${target.side}:${target.price}`));
    const resting = new Map<string, number>();
    const runnerKey = String(runner.id);
    for (const order of mine) {
      if (order.runnerId !== runnerKey) continue;
      const key = `${order.side}:${order.price}`;
      if (!keep.has(key)) {
        if (marketTx.market.status === 'OPEN' || runner.fairPrice === null) cancelResting(marketTx, order.seq);
        continue;
      }
      resting.set(key, (resting.get(key) ?? 0) + order.remaining);
    }
    for (const target of targets) {
      const have = resting.get(`${target.side}:${target.price}`) ?? 0;
      const refillBelow = marketTx.market.type === 'bookmaker' ? target.size : target.size / 2;
      if (have >= refillBelow) continue;
      submitOrder(marketTx, {
        userId: house.userId,
        world: house.world,
        runnerId: runner.id,
        side: target.side,
        price: target.price,
        stake: (target.size - have) as Paise,
        persistence: 'persist',
      });
    }
  }
}
