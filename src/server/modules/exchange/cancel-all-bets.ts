import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { keepState, type ExchangeCache } from './exchange-cache';
import { cancelResting, restingOrdersOf } from './market-changes';
import { commitMarkets, openMarkets } from './market-transaction';

/**
 * Cancels the unmatched part of every bet the player has resting, on every market, in the
 * caller's transaction (a time-out or self-exclusion starting): the holds are released through
 * the ledger as any cancel's are; matched parts stand. Answers the markets that changed, for
 * their live books.
 */
export async function cancelAllUnmatchedBets(tx: Tx, cache: ExchangeCache, userId: number): Promise<number[]> {
  const found = await tx.execute<{ market_id: number | string }>(
    sql`SELECT DISTINCT market_id FROM bets WHERE user_id = ${userId} AND status = 'open' AND remaining_stake > 0`,
  );
  const marketIds = found.rows.map((row) => Number(row.market_id));
  if (marketIds.length === 0) return [];
  const { markets } = await openMarkets(tx, cache, marketIds);
  for (const marketTx of markets.values()) {
    for (const order of restingOrdersOf(marketTx, userId)) cancelResting(marketTx, order.seq);
  }
  const changed = [...markets.values()].filter((marketTx) => marketTx.touched.size > 0);
  // A market with nothing of the player's left (matched meanwhile) goes back to the cache as it was taken.
  for (const marketTx of markets.values()) if (marketTx.touched.size === 0) keepState(cache, marketTx.state);
  if (changed.length > 0) await commitMarkets(tx, cache, changed);
  return changed.map((marketTx) => marketTx.market.id);
}
