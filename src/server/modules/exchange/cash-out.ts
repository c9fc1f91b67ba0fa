import { formatInr, type Paise } from '@shared/money';
import { LADDER_TICK_COUNT } from '@shared/odds-ladder';
import type { CashOutQuote } from '@shared/schemas/cash-out';
import type { Queryable, Tx } from '@server/db/client';
import { playBlockedMessage } from '@shared/schemas/responsible-gambling';
import { conflict, forbidden, notFound, unprocessable } from '@server/errors';
import type { PlayerBalances } from '../ledger';
import { moneyOut, priceOut } from './bet-view';
import type { ExchangeCache } from './exchange-cache';
import { houseMakerFor, houseUserIds, type Participant } from './house';
import { checkBetDelay } from './match-order';
import { refreshHouseQuotes } from './market-maker';
import { submitOrder } from './market-changes';
import type { MarketTransaction } from './market-record';
import { findMarket, loadMarketState, type LockedMarket, type MarketState } from './market-state';
import { commitMarkets, openMarkets } from './market-transaction';
import { depth } from './matching/order-book';
import { planCashOut, type CashOutPlan, type RunnerOffers } from './cash-out-math';
import { runnerProfits } from './position-math';

// Cash out on Match Odds and Bookmaker: the hedge of cash-out-math.ts placed as ordinary orders
// through the matching core and committed like any order (one ledger call for the exposure, one
// write), fill-or-kill: every leg must match in full at the prices planned, or nothing happens.
// A player meets only the book of their world of money (a demo player the play-money book).

export type CashOutResult = CashOutQuote & { bet_ids: number[]; balances: PlayerBalances };

export const PRICE_MOVED = 'The price moved, so nothing was cashed out.';

/** What cashing out `share` percent would lock in now, read without a lock (the button's figure). */
export async function quoteCashOut(db: Queryable, bettor: Participant, marketId: number, share: number): Promise<CashOutQuote> {
  const market = await findMarket(db, marketId);
  if (!market) throw notFound('Market not found');
  checkCashOutMarket(market);
  const state = await loadMarketState(db, market);
  return quoteOf(market, state, share, planFor(state, bettor, share));
}

/**
 * Cashes out `share` percent in the caller's transaction. `expected` (paise): the amount the player
 * was shown; less than that now is a moved price (409) and nothing is done. Throws
 * BetDelayNeeded in play when the delay was not waited.
 */
export async function cashOut(
  tx: Tx,
  cache: ExchangeCache,
  bettor: Participant,
  marketId: number,
  request: { share: number; expected?: number; hasWaited: boolean },
): Promise<CashOutResult> {
  if ((await houseUserIds(tx, cache)).has(bettor.userId)) throw forbidden('The house market maker does not place bets');
  const { markets, blockedPlayers } = await openMarkets(tx, cache, [marketId], [], [bettor.userId]);
  const marketTx = markets.get(marketId);
  if (!marketTx) throw notFound('Market not found');
  const block = blockedPlayers.get(bettor.userId);
  if (block) throw forbidden(playBlockedMessage(block.kind, block.endsAt));
  checkCashOutMarket(marketTx.market);
  checkBetDelay(cache, marketTx, request.hasWaited);
  const plan = planFor(marketTx.state, bettor, request.share);
  if (request.expected !== undefined && plan.amount < request.expected) {
    throw conflict(`${PRICE_MOVED} Cash out now gives ${formatInr(plan.amount)}.`);
  }
  const house = await houseMakerFor(tx, cache, marketId, bettor.world);
  const betIds = placeHedge(marketTx, bettor, house, plan);
  const { bets, balances } = await commitMarkets(tx, cache, [marketTx], [bettor.userId]);
  const stored = bets.get(marketId);
  const after = balances.get(bettor.userId);
  if (!stored || !after) throw new Error('a cash out was not stored');
  return {
    ...quoteOf(marketTx.market, marketTx.state, request.share, plan),
    bet_ids: betIds.map((seq) => stored.get(seq)?.id ?? 0),
    balances: after,
  };
}

function checkCashOutMarket(market: LockedMarket): void {
  if (market.type === 'fancy') throw unprocessable('Cash out is offered on Match Odds and Bookmaker markets only');
  if (market.settledAt !== null || market.status === 'CLOSED' || market.eventStatus === 'closed') throw unprocessable('Market is closed');
  if (market.status === 'SUSPENDED') throw unprocessable('Market is suspended');
}

function planFor(state: MarketState, bettor: Participant, share: number): CashOutPlan {
  const cells = state.positions.get(bettor.userId)?.values() ?? [];
  const profits = runnerProfits(
    state.runners.map((runner) => runner.id),
    cells,
  );
  if ([...profits.values()].every((profit) => profit === 0)) throw unprocessable('You have no matched bets to cash out in this market');
  const offers: RunnerOffers[] = state.runners.map((runner) => ({
    runnerId: runner.id,
    ...depth(state.books[bettor.world], String(runner.id), LADDER_TICK_COUNT),
  }));
  const plan = planCashOut(profits, offers, share);
  if (!plan) throw conflict('Not enough is offered to cash out now. Try a smaller share, or try again shortly.');
  return plan;
}

/** Places every leg through the matching core; any leg not matched in full undoes the cash out (fill-or-kill). */
function placeHedge(marketTx: MarketTransaction, bettor: Participant, house: Participant, plan: CashOutPlan): number[] {
  if (plan.legs.length === 0) throw unprocessable('Your position is already level: there is nothing to cash out');
  const seqs: number[] = [];
  for (const leg of plan.legs) {
    if (leg.stake > marketTx.market.maxStake) {
      throw unprocessable(`Cash out needs a bet above this market's maximum stake of ${formatInr(marketTx.market.maxStake)}. Cash out a smaller share.`);
    }
    const { bet, result } = submitOrder(marketTx, {
      userId: bettor.userId,
      world: bettor.world,
      runnerId: leg.runnerId,
      side: leg.side,
      price: leg.price,
      stake: leg.stake as Paise,
      persistence: 'lapse',
    });
    // The state was taken out of the cache with the lock: throwing here leaves nothing behind.
    if (result.cancelledStake > 0) throw conflict('Cash out would trade with your own unmatched bet. Cancel it first, then cash out.');
    if (result.matchedStake !== leg.stake) throw conflict(PRICE_MOVED);
    if (result.fills.some((fill) => fill.makerPlayerId === String(house.userId))) refreshHouseQuotes(marketTx, house, [leg.runnerId]);
    seqs.push(bet.seq);
  }
  return seqs;
}

function quoteOf(market: LockedMarket, state: MarketState, share: number, plan: CashOutPlan): CashOutQuote {
  const commission = plan.amount > 0 ? Math.floor((plan.amount * market.commissionBps) / 10_000) : 0;
  return {
    market_id: market.id,
    share,
    amount: moneyOut(plan.amount),
    commission_rate: market.commissionBps / 100,
    commission: moneyOut(commission),
    profits_after: state.runners.map((runner) => ({ runner_id: runner.id, profit: moneyOut(plan.profitsAfter.get(runner.id) ?? 0) })),
    legs: plan.legs.map((leg) => ({ runner_id: leg.runnerId, side: leg.side, price: priceOut(leg.price), stake: moneyOut(leg.stake) })),
  };
}
