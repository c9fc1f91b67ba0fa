import { setTimeout as sleep } from 'node:timers/promises';
import { toPaise } from '@shared/money';
import type { PlaceBetInput } from '@shared/schemas/bets';
import type { Db } from '@server/db/client';
import { notFound } from '@server/errors';
import type { ExchangeCache } from './exchange-cache';
import { findMarket } from './market-state';
import { checkMarketTakesBet } from './match-order';

// The in-play bet delay: an order on an in-play market waits the market's delay before it is
// matched, then must still find the market open and its price valid, which placeOrders checks
// again under the market's lock. A market this process last saw with no delay skips the read;
// the lock's check catches a delay it did not know of (the order's result is then 'wait').

/** Refuses early and waits out a known delay; returns whether it waited. */
export async function waitOutBetDelay(db: Db, cache: ExchangeCache, input: PlaceBetInput): Promise<boolean> {
  if (cache.betDelays.get(input.market_id) === 0) return false;
  const market = await findMarket(db, input.market_id);
  if (!market) throw notFound('Market not found');
  checkMarketTakesBet(market, input, toPaise(input.stake));
  if (!market.inPlay || market.betDelay === 0) return false;
  await sleep(market.betDelay * 1000);
  return true;
}
