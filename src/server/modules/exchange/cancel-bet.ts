import { sql } from 'drizzle-orm';
import type { PlacedBet } from '@shared/schemas/bets';
import type { Tx } from '@server/db/client';
import { notFound, unprocessable } from '@server/errors';
import { averagePrice, betStatusOf, moneyOut, priceOut, type StoredStatus } from './bet-view';
import type { ExchangeCache } from './exchange-cache';
import { cancelResting } from './market-changes';
import { commitMarket, openMarket } from './market-transaction';

// Cancelling the unmatched part of the player's own bet; the matched part stands.
// Another player's bet answers 404, exactly like a bet that does not exist.

export type BetRow = {
  id: number;
  market_id: number;
  seq: number;
  runner_id: number;
  side: 'back' | 'lay';
  price: number;
  line: number | null;
  stake: number;
  matched_stake: number;
  matched_value: number;
  remaining_stake: number;
  cancelled_stake: number;
  status: StoredStatus;
};

/** The player's own bet; another player's is not found, exactly like one that does not exist. */
export async function findOwnBet(tx: Tx, userId: number, betId: number): Promise<BetRow | undefined> {
  const result = await tx.execute<BetRow>(
    sql`SELECT id, market_id, seq, runner_id, side, price, line, stake, matched_stake, matched_value, remaining_stake, cancelled_stake, status
        FROM bets WHERE id = ${betId} AND user_id = ${userId}`,
  );
  return result.rows[0];
}

export async function cancelBet(tx: Tx, cache: ExchangeCache, userId: number, betId: number): Promise<{ bet: PlacedBet; marketId: number }> {
  const found = await findOwnBet(tx, userId, betId);
  if (!found) throw notFound('Bet not found');
  const marketTx = await openMarket(tx, cache, Number(found.market_id));
  const cancelled = cancelResting(marketTx, Number(found.seq));
  if (cancelled === 0) throw unprocessable('This bet has no unmatched part to cancel');
  await commitMarket(tx, cache, marketTx);
  const bet = await findOwnBet(tx, userId, betId);
  if (!bet) throw notFound('Bet not found');
  return { marketId: Number(bet.market_id), bet: toPlacedBetView(bet) };
}

export function toPlacedBetView(row: BetRow): PlacedBet {
  const matched = Number(row.matched_stake);
  return {
    id: Number(row.id),
    market_id: Number(row.market_id),
    runner_id: Number(row.runner_id),
    side: row.side,
    price: priceOut(Number(row.price)),
    stake: moneyOut(Number(row.stake)),
    status: betStatusOf(row.status, matched),
    matched_stake: moneyOut(matched),
    unmatched_stake: moneyOut(Number(row.remaining_stake)),
    cancelled_stake: moneyOut(Number(row.cancelled_stake)),
    avg_price: averagePrice(Number(row.matched_value), matched),
    line: row.line === null ? null : Number(row.line),
  };
}
