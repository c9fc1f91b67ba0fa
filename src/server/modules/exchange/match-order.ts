import { formatInr, toPaise, type Paise } from '@shared/money';
import { LADDER_TICK_COUNT, toHundredths } from '@shared/odds-ladder';
import type { PlaceBetInput, PlacedBet } from '@shared/schemas/bets';
import type { World } from '../ledger';
import { badRequest, unprocessable } from '@server/errors';
import { averagePrice, betStatusOf, moneyOut, priceOut } from './bet-view';
import type { ExchangeCache } from './exchange-cache';
import type { Participant } from './house';
import { refreshHouseQuotes } from './market-maker';
import { discardBet, strikeAgainstHouse, submitOrder } from './market-changes';
import type { MarketTransaction, NewBet } from './market-record';
import type { LockedMarket, RunnerQuote } from './market-state';
import { depth } from './matching/order-book';
import type { StoredBet } from './write-markets';

// One order inside an open market transaction: the checks against the market, matching through
// the core (or, on a fancy market, striking it against the house's quote), the house refilling
// what was taken. Every refusal throws before anything changes, so the next order of a batch
// finds the market as it was.

/**
 * Thrown under the market's lock when the order should have waited out the in-play bet delay
 * first: the caller rolls back, waits `seconds`, and places it again with `hasWaited`.
 */
export class BetDelayNeeded extends Error {
  readonly seconds: number;
  constructor(seconds: number) {
    super(`in play: wait ${seconds}s before matching`);
    this.name = 'BetDelayNeeded';
    this.seconds = seconds;
  }
}

/** The checks that need only the market row: run before the bet delay and again under the lock. */
export function checkMarketTakesBet(market: LockedMarket, input: PlaceBetInput, stake: Paise): void {
  if (input.event_id !== undefined && input.event_id !== market.eventId) {
    throw badRequest('This market is not part of that event', { market_id: 'This market is not part of that event' });
  }
  if (input.sport !== undefined && input.sport !== market.sportKey && !(input.sport === 'soccer' && market.sportKey === 'football')) {
    throw badRequest('This market is not in that sport', { market_id: 'This market is not in that sport' });
  }
  if (market.settledAt !== null || market.status === 'CLOSED' || market.eventStatus === 'closed') throw unprocessable('Market is closed');
  if (market.status === 'SUSPENDED') throw unprocessable('Market is suspended');
  if (stake < market.minStake) {
    const message = `Minimum stake for this market is ${formatInr(market.minStake)}`;
    throw badRequest(message, { stake: message });
  }
  if (stake > market.maxStake) {
    const message = `Maximum stake for this market is ${formatInr(market.maxStake)}`;
    throw badRequest(message, { stake: message });
  }
}

/** Remembers the market's delay for the next order and throws BetDelayNeeded when it was not waited. */
export function checkBetDelay(cache: ExchangeCache, marketTx: MarketTransaction, hasWaited: boolean): void {
  const { market } = marketTx;
  const delay = market.inPlay ? market.betDelay : 0;
  cache.betDelays.set(market.id, delay);
  if (delay > 0 && !hasWaited) throw new BetDelayNeeded(delay);
}

/**
 * One order inside an open market transaction: every check comes first, so a refusal (an
 * AppError) leaves it as it was and the next order of a batch can go on. `house` is the market's house
 * participant in the bettor's world of money.
 */
export function matchOrder(marketTx: MarketTransaction, house: Participant, bettor: Participant, input: PlaceBetInput): NewBet {
  const stake = toPaise(input.stake);
  const price = toHundredths(input.price);
  checkMarketTakesBet(marketTx.market, input, stake);
  const runner = marketTx.state.runners.find((candidate) => candidate.id === input.runner_id);
  if (!runner) throw badRequest('Selection is not part of this market', { runner_id: 'Selection is not part of this market' });
  if (runner.isRemoved) throw unprocessable('This selection has been removed from the market');
  return marketTx.market.type === 'fancy'
    ? placeFancy(marketTx, runner, bettor, input, stake, price, house)
    : placeOnBook(marketTx, runner, bettor, input, stake, price, house);
}

function placeOnBook(
  marketTx: MarketTransaction,
  runner: RunnerQuote,
  bettor: Participant,
  input: PlaceBetInput,
  stake: Paise,
  price: number,
  house: Participant,
): NewBet {
  const { market } = marketTx;
  if (market.type === 'bookmaker' && availableFor(marketTx, bettor.world, runner.id, input.side, price) < stake) {
    // The bookmaker only takes what the house quotes: a bet never rests there.
    throw unprocessable('The price is no longer available. Please try again.');
  }
  const { bet, result } = submitOrder(marketTx, {
    userId: bettor.userId,
    world: bettor.world,
    runnerId: runner.id,
    side: input.side,
    price,
    stake,
    persistence: market.type === 'bookmaker' ? 'lapse' : input.persistence,
  });
  if (result.matchedStake === 0 && result.cancelledStake > 0) {
    // Nothing traded and nothing rests: forgetting the bet undoes the order entirely.
    discardBet(marketTx, bet.seq);
    throw unprocessable('This bet would match your own unmatched bet');
  }
  const houseTraded = result.fills.some((fill) => fill.makerPlayerId === String(house.userId));
  if (houseTraded) refreshHouseQuotes(marketTx, house, [runner.id]);
  return bet;
}

function placeFancy(
  marketTx: MarketTransaction,
  runner: RunnerQuote,
  bettor: Participant,
  input: PlaceBetInput,
  stake: Paise,
  price: number,
  house: Participant,
): NewBet {
  const isYes = input.side === 'back';
  const line = isYes ? runner.yesLine : runner.noLine;
  const rate = isYes ? runner.yesRate : runner.noRate;
  if (line === null || rate === null) throw unprocessable(`No ${isYes ? 'YES' : 'NO'} price is offered on this line`);
  if (input.line !== undefined && input.line !== line) throw unprocessable('The line has changed. Please try again.');
  if (price !== 100 + rate) throw unprocessable('The rate has changed. Please try again.');
  const order = { userId: bettor.userId, world: bettor.world, runnerId: runner.id, side: input.side, price, stake, persistence: 'persist' as const, line };
  return strikeAgainstHouse(marketTx, order, house);
}

/** What the world's book offers an order at its limit or better, summed over every price level. */
function availableFor(marketTx: MarketTransaction, world: World, runnerId: number, side: 'back' | 'lay', limit: number): number {
  const levels = depth(marketTx.state.books[world], String(runnerId), LADDER_TICK_COUNT);
  const offers = side === 'back' ? levels.back.filter((level) => level.price >= limit) : levels.lay.filter((level) => level.price <= limit);
  return offers.reduce((sum, level) => sum + level.size, 0);
}

/** A new bet as the API shows it, once stored (its id and status come from the write). */
export function toPlacedBet(stored: StoredBet, marketId: number, bet: NewBet): PlacedBet {
  return {
    id: stored.id,
    market_id: marketId,
    runner_id: bet.runnerId,
    side: bet.side,
    price: priceOut(bet.price),
    stake: moneyOut(bet.stake),
    status: betStatusOf(stored.status, bet.matched),
    matched_stake: moneyOut(bet.matched),
    unmatched_stake: moneyOut(bet.remaining),
    cancelled_stake: moneyOut(bet.cancelled),
    avg_price: averagePrice(bet.value, bet.matched),
    line: bet.line,
  };
}
