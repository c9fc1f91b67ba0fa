import { sql } from 'drizzle-orm';
import { toHundredths } from '@shared/odds-ladder';
import type { MarketStatus, SetPricesInput } from '@shared/schemas/exchange';
import type { Tx } from '@server/db/client';
import { badRequest, conflict, notFound } from '@server/errors';
import { checkFancyQuote } from './admin-catalogue';
import { forgetState, keepState, type ExchangeCache } from './exchange-cache';
import { houseMakersFor } from './house';
import { refreshAllHouseQuotes } from './market-maker';
import { lapseResting } from './market-changes';
import { commitMarket, openMarket } from './market-transaction';

// The operator's levers on a market, each under the market's lock: fair prices (the house
// re-quotes around them), suspend (in play, unmatched 'lapse' orders lapse) and resume, close (every
// unmatched order lapses).

export async function setPrices(tx: Tx, cache: ExchangeCache, marketId: number, input: SetPricesInput): Promise<void> {
  const marketTx = await openMarket(tx, cache, marketId);
  if (marketTx.market.settledAt !== null || marketTx.market.status === 'CLOSED') throw conflict('Market is closed');
  const isFancy = marketTx.market.type === 'fancy';
  for (const change of input.runners) {
    const runner = marketTx.state.runners.find((candidate) => candidate.id === change.runner_id);
    if (!runner) throw badRequest('Selection is not part of this market', { runner_id: 'Selection is not part of this market' });
    if (isFancy) {
      const next = {
        yes_line: change.yes_line === undefined ? runner.yesLine : change.yes_line,
        yes_rate: change.yes_rate === undefined ? runner.yesRate : change.yes_rate,
        no_line: change.no_line === undefined ? runner.noLine : change.no_line,
        no_rate: change.no_rate === undefined ? runner.noRate : change.no_rate,
      };
      checkFancyQuote(next);
      runner.yesLine = next.yes_line ?? null;
      runner.yesRate = next.yes_rate ?? null;
      runner.noLine = next.no_line ?? null;
      runner.noRate = next.no_rate ?? null;
    } else if (change.fair_price !== undefined) {
      runner.fairPrice = change.fair_price === null ? null : toHundredths(change.fair_price);
    }
    await tx.execute(sql`UPDATE runners SET fair_price = ${runner.fairPrice}::int, yes_line = ${runner.yesLine}::int, yes_rate = ${runner.yesRate}::int,
        no_line = ${runner.noLine}::int, no_rate = ${runner.noRate}::int WHERE id = ${runner.id}`);
  }
  if (!isFancy)
    refreshAllHouseQuotes(
      marketTx,
      await houseMakersFor(tx, cache, marketId),
      input.runners.map((change) => change.runner_id),
    );
  await commitMarket(tx, cache, marketTx);
}

/** OPEN, SUSPENDED or CLOSED; closing lapses every unmatched order (settlement comes after), an in-play suspension the 'lapse' ones. */
export async function setMarketStatus(tx: Tx, cache: ExchangeCache, marketId: number, status: MarketStatus): Promise<{ previous: MarketStatus }> {
  const marketTx = await openMarket(tx, cache, marketId);
  const previous = marketTx.market.status;
  if (marketTx.market.settledAt !== null) throw conflict('Market is already settled');
  if (previous === 'CLOSED' && status !== 'CLOSED') throw conflict('A closed market cannot be reopened');
  await tx.execute(sql`UPDATE markets SET status = ${status} WHERE id = ${marketId}`);
  marketTx.market.status = status;
  if (status === 'CLOSED') lapseResting(marketTx, () => true);
  // In play, a suspension (a wicket, a goal, a silent feed) lapses unmatched orders not kept with 'persist', as on Betfair.
  else if (status === 'SUSPENDED' && marketTx.market.inPlay) lapseResting(marketTx, (order) => order.persistence === 'lapse');
  if (status === 'OPEN' && marketTx.market.type !== 'fancy') refreshAllHouseQuotes(marketTx, await houseMakersFor(tx, cache, marketId));
  await commitMarket(tx, cache, marketTx);
  return { previous };
}

/**
 * Suspends (or reopens) every market of an event that can change: settled and closed markets
 * are left alone. Markets are locked one after another in ascending id order, like any batch.
 */
export async function setEventStatus(tx: Tx, cache: ExchangeCache, eventId: number, status: 'OPEN' | 'SUSPENDED'): Promise<number[]> {
  const event = await tx.execute(sql`SELECT 1 FROM events WHERE id = ${eventId}`);
  if (event.rows.length === 0) throw notFound('Event not found');
  const markets = await tx.execute<{ id: number }>(
    sql`SELECT id FROM markets WHERE event_id = ${eventId} AND settled_at IS NULL AND status NOT IN ('CLOSED', ${status}) ORDER BY id`,
  );
  const changed: number[] = [];
  for (const { id } of markets.rows) {
    const marketId = Number(id);
    await setMarketStatus(tx, cache, marketId, status);
    changed.push(marketId);
  }
  return changed;
}

export type FeedQuote = { runnerId: number; fairPrice: number | null; quoteMargin: number };

/**
 * A feed market's prices: each runner's fair price (hundredths; null withdraws the house's
 * quotes) and the house's margin around it, then the house re-quotes. Returns whether anything
 * changed; a market that is settled or closed is left alone.
 */
export async function setFeedQuotes(tx: Tx, cache: ExchangeCache, marketId: number, quotes: readonly FeedQuote[]): Promise<boolean> {
  const marketTx = await openMarket(tx, cache, marketId);
  if (marketTx.market.settledAt !== null || marketTx.market.status === 'CLOSED' || marketTx.market.type === 'fancy') {
    keepState(cache, marketTx.state);
    return false;
  }
  const changed: number[] = [];
  for (const quote of quotes) {
    const runner = marketTx.state.runners.find((candidate) => candidate.id === quote.runnerId);
    if (!runner || (runner.fairPrice === quote.fairPrice && runner.quoteMargin === quote.quoteMargin)) continue;
    runner.fairPrice = quote.fairPrice;
    runner.quoteMargin = quote.quoteMargin;
    await tx.execute(sql`UPDATE runners SET fair_price = ${runner.fairPrice}::int, quote_margin = ${runner.quoteMargin} WHERE id = ${runner.id}`);
    changed.push(runner.id);
  }
  if (changed.length === 0) {
    keepState(cache, marketTx.state);
    return false;
  }
  refreshAllHouseQuotes(marketTx, await houseMakersFor(tx, cache, marketId), changed);
  await commitMarket(tx, cache, marketTx);
  return true;
}

/**
 * Runners a feed removed from a market (non-runners): their unmatched orders lapse and the holds
 * come back, as an exchange cancels unmatched bets on a removed runner; bets matched on them are
 * voided when the market settles. Returns how many orders lapsed.
 */
export async function lapseRemovedRunners(tx: Tx, cache: ExchangeCache, marketId: number, runnerIds: readonly number[]): Promise<number> {
  const marketTx = await openMarket(tx, cache, marketId);
  const removed = new Set(runnerIds.map(String));
  // From now on no order is taken on them (matchOrder refuses).
  await tx.execute(
    sql`UPDATE runners SET removed_at = coalesce(removed_at, now()) WHERE market_id = ${marketId} AND id IN ${runnerIds.length > 0 ? runnerIds : [0]}`,
  );
  for (const runner of marketTx.state.runners) if (removed.has(String(runner.id))) runner.isRemoved = true;
  const lapsed = marketTx.market.settledAt === null && removed.size > 0 ? lapseResting(marketTx, (order) => removed.has(order.runnerId)) : 0;
  if (lapsed === 0) {
    // The state changed (a runner removed) but no order did: the next order reads it afresh, in case this transaction rolls back.
    forgetState(cache, marketId);
    return 0;
  }
  await commitMarket(tx, cache, marketTx);
  return lapsed;
}
