import { sql } from 'drizzle-orm';
import { toHundredths } from '@shared/odds-ladder';
import type { MarketStatus, SetPricesInput } from '@shared/schemas/exchange';
import type { Tx } from '@server/db/client';
import { badRequest, conflict } from '@server/errors';
import { checkFancyQuote } from './admin-catalogue';
import type { ExchangeCache } from './exchange-cache';
import { houseMakersFor } from './house';
import { refreshAllHouseQuotes } from './market-maker';
import { lapseResting } from './market-changes';
import { commitMarket, openMarket } from './market-transaction';

// The operator's levers on a market, each under the market's lock: fair prices (the house
// re-quotes around them), suspend and resume, close (every unmatched order lapses).

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

/** OPEN, SUSPENDED or CLOSED; closing lapses every unmatched order (settlement comes after). */
export async function setMarketStatus(tx: Tx, cache: ExchangeCache, marketId: number, status: MarketStatus): Promise<{ previous: MarketStatus }> {
  const marketTx = await openMarket(tx, cache, marketId);
  const previous = marketTx.market.status;
  if (marketTx.market.settledAt !== null) throw conflict('Market is already settled');
  if (previous === 'CLOSED' && status !== 'CLOSED') throw conflict('A closed market cannot be reopened');
  await tx.execute(sql`UPDATE markets SET status = ${status} WHERE id = ${marketId}`);
  marketTx.market.status = status;
  if (status === 'CLOSED') lapseResting(marketTx, () => true);
  if (status === 'OPEN' && marketTx.market.type !== 'fancy') refreshAllHouseQuotes(marketTx, await houseMakersFor(tx, cache, marketId));
  await commitMarket(tx, cache, marketTx);
  return { previous };
}
