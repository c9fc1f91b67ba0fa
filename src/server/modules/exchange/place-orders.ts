import type { PlaceBetInput, PlacedBet } from '@shared/schemas/bets';
import { playBlockedMessage, type PlayBlockKind } from '@shared/schemas/responsible-gambling';
import type { Tx } from '@server/db/client';
import { AppError, forbidden, notFound } from '@server/errors';
import type { PlayerBalances, World } from '../ledger';
import { keepState, type ExchangeCache } from './exchange-cache';
import { houseMakerFor, houseUserIds, type Participant } from './house';
import { BetDelayNeeded, checkBetDelay, matchOrder, toPlacedBet } from './match-order';
import type { MarketTransaction } from './market-record';
import type { Rider } from './market-state';
import { commitMarkets, openMarkets } from './market-transaction';
import { acceptOddsChange } from './odds-change';

// The one way an order is placed, alone or in a batch (group commit, order-batcher.ts), inside
// the caller's database transaction:
//   1. lock the orders' markets in id order and take their cached states or load them, checking
//      the orders' sign-in sessions and the players' time-outs and self-exclusions in the same
//      round trip (openMarkets), and, with a gate, claiming the orders' Idempotency-Keys there too;
//   2. match each order in arrival order against its market, in memory (matchOrder); a refused
//      order changes nothing and the next one goes on;
//   3. commit: every exposure difference in one ledger call, every change in one write
//      (commitMarkets).
// Returns each order's result, in order. Throws only when the orders cannot be written as a
// whole: ShortOfBalance (someone's hold does not fit: nothing was written), or a fault.

export type Order = {
  userId: number;
  /** The player's world of money (a demo player's is play money): the book and house it meets. */
  world: World;
  input: PlaceBetInput;
  /** Whether the order has waited out the market's in-play bet delay. */
  hasWaited: boolean;
  /** In play: the best price on offer as the order arrived, before its delay (bet-delay.ts), for "accept odds changes". */
  bestAtArrival?: number;
  /** The sign-in session behind the order, checked under the markets' locks. */
  signInId?: number;
};

export type OrderResult =
  | { kind: 'placed'; bet: PlacedBet; balances: PlayerBalances }
  | { kind: 'refused'; error: AppError }
  /** In play, not waited: nothing done; wait `seconds`, then place it again with hasWaited. */
  | { kind: 'wait'; seconds: number }
  /** Nothing done: its sign-in session is no longer live (revoked, expired, or the player not active). */
  | { kind: 'signed-out' }
  /** Nothing done: the gate kept it out (its Idempotency-Key already has an answer). */
  | { kind: 'skipped' };

/**
 * What decides, in the same round trip as the markets' locks, which orders go on: `rider` is sent
 * with the locks (an order batch claims its Idempotency-Keys so), and `skip` reads its rows and
 * names the orders (by index) to leave out.
 */
export type OrderGate = { rider: Rider; skip(riderRows: unknown[]): Promise<ReadonlySet<number>> };

export async function placeOrders(tx: Tx, cache: ExchangeCache, orders: readonly Order[], gate?: OrderGate): Promise<OrderResult[]> {
  const results: Array<OrderResult | undefined> = orders.map(() => undefined);
  const houses = await houseUserIds(tx, cache);
  const signIns = [...new Set(orders.flatMap((order) => (order.signInId === undefined ? [] : [order.signInId])))];
  const players = [...new Set(orders.map((order) => order.userId))];
  const { markets, liveSignIns, blockedPlayers, riderRows } = await openMarkets(
    tx,
    cache,
    orders.map((order) => order.input.market_id),
    signIns,
    players,
    gate?.rider,
  );
  const skipped = gate ? await gate.skip(riderRows) : new Set<number>();
  const made: Array<{ index: number; marketTx: MarketTransaction; seq: number }> = [];
  for (const [index, order] of orders.entries()) {
    const marketTx = markets.get(order.input.market_id);
    if (skipped.has(index)) results[index] = { kind: 'skipped' };
    else if (houses.has(order.userId)) results[index] = { kind: 'refused', error: forbidden('The house market maker does not place bets') };
    else if (order.signInId !== undefined && !liveSignIns.has(order.signInId)) results[index] = { kind: 'signed-out' };
    else if (blockedPlayers.has(order.userId)) results[index] = { kind: 'refused', error: playBlocked(blockedPlayers.get(order.userId)) };
    else if (!marketTx) results[index] = { kind: 'refused', error: notFound('Market not found') };
    else {
      try {
        checkBetDelay(cache, marketTx, order.hasWaited);
        const house = await houseMakerFor(tx, cache, marketTx.market.id, order.world);
        const bettor: Participant = { userId: order.userId, world: order.world };
        const input = order.hasWaited ? acceptOddsChange(marketTx, order.world, order.input, order.bestAtArrival) : order.input;
        made.push({ index, marketTx, seq: matchOrder(marketTx, house, bettor, input).seq });
      } catch (error) {
        results[index] = resultOf(error);
      }
    }
  }

  const changed = [...markets.values()].filter((marketTx) => marketTx.touched.size > 0);
  // A market no order changed goes back to the cache as it was taken.
  for (const marketTx of markets.values()) if (marketTx.touched.size === 0) keepState(cache, marketTx.state);
  if (changed.length > 0) {
    const takers = [...new Set(made.map(({ index }) => orders[index]?.userId ?? 0))];
    const { bets, balances } = await commitMarkets(tx, cache, changed, takers);
    for (const { index, marketTx, seq } of made) {
      const marketId = marketTx.market.id;
      const stored = bets.get(marketId)?.get(seq);
      const bet = marketTx.newBets.get(seq);
      const after = balances.get(orders[index]?.userId ?? 0);
      if (!stored || !bet || !after) throw new Error('a placed bet was not stored');
      results[index] = { kind: 'placed', bet: toPlacedBet(stored, marketId, bet), balances: after };
    }
  }
  return results.map((result) => {
    if (!result) throw new Error('an order has no result');
    return result;
  });
}

/** One order, in the caller's transaction: its bet and balances, or its refusal thrown (BetDelayNeeded: wait, then again). */
export async function placeBet(
  tx: Tx,
  cache: ExchangeCache,
  bettor: Participant,
  input: PlaceBetInput,
  options: { hasWaited: boolean } = { hasWaited: false },
): Promise<{ bet: PlacedBet; marketId: number; balances: PlayerBalances }> {
  const [result] = await placeOrders(tx, cache, [{ ...bettor, input, hasWaited: options.hasWaited }]);
  if (result?.kind === 'placed') return { bet: result.bet, marketId: input.market_id, balances: result.balances };
  if (result?.kind === 'refused') throw result.error;
  if (result?.kind === 'wait') throw new BetDelayNeeded(result.seconds);
  throw new Error(`an order without a sign-in session came back ${result?.kind}`);
}

/** A time-out or self-exclusion runs: the refusal names its end. */
function playBlocked(block: { kind: PlayBlockKind; endsAt: Date } | undefined): AppError {
  return forbidden(block ? playBlockedMessage(block.kind, block.endsAt) : 'You cannot bet now');
}

function resultOf(error: unknown): OrderResult {
  if (error instanceof BetDelayNeeded) return { kind: 'wait', seconds: error.seconds };
  if (error instanceof AppError && error.status < 500) return { kind: 'refused', error };
  throw error;
}
