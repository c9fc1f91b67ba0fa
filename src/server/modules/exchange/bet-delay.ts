import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { toPaise } from '@shared/money';
import type { PlaceBetInput } from '@shared/schemas/bets';
import type { Db } from '@server/db/client';
import { notFound } from '@server/errors';
import type { World } from '../ledger';
import type { ExchangeCache } from './exchange-cache';
import { findMarket } from './market-state';
import { checkMarketTakesBet } from './match-order';

// The in-play bet delay: an order on an in-play market waits the market's delay before it is
// matched, then must still find the market open, which placeOrders checks again under the
// market's lock. A market this process last saw with no delay skips the read; the lock's check
// catches a delay it did not know of (the order's result is then 'wait').
// Before waiting, the best price the order could take is noted: after the delay, the player's
// "accept odds changes" compares the book with it (odds-change.ts), so that only a price that
// really moved during the delay counts as a change.

export type BetDelayWait = {
  hasWaited: boolean;
  /** The best price on offer for the order as it arrived (hundredths); absent when it did not wait or nothing was offered. */
  bestAtArrival?: number;
};

/** Refuses early and waits out a known delay. */
export async function waitOutBetDelay(db: Db, cache: ExchangeCache, input: PlaceBetInput, world: World): Promise<BetDelayWait> {
  if (cache.betDelays.get(input.market_id) === 0) return { hasWaited: false };
  const market = await findMarket(db, input.market_id);
  if (!market) throw notFound('Market not found');
  checkMarketTakesBet(market, input, toPaise(input.stake));
  if (!market.inPlay || market.betDelay === 0) return { hasWaited: false };
  const bestAtArrival = market.type === 'fancy' ? undefined : await bestOffered(db, input, world);
  await sleep(market.betDelay * 1000);
  return bestAtArrival === undefined ? { hasWaited: true } : { hasWaited: true, bestAtArrival };
}

/** The best price resting against the order in its world's book: the highest lay to back into, the lowest back to lay into. */
async function bestOffered(db: Db, input: PlaceBetInput, world: World): Promise<number | undefined> {
  const isBack = input.side === 'back';
  const result = await db.execute<{ best: number | null }>(sql`
    SELECT ${isBack ? sql`max(b.price)` : sql`min(b.price)`} AS best
    FROM bets b JOIN users u ON u.id = b.user_id AND u.is_demo = ${world === 'play'}
    WHERE b.market_id = ${input.market_id} AND b.runner_id = ${input.runner_id} AND b.status = 'open'
      AND b.side = ${isBack ? 'lay' : 'back'}`);
  const best = result.rows[0]?.best;
  return best === null || best === undefined ? undefined : Number(best);
}
