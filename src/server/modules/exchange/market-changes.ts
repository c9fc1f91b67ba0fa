import type { Paise } from '@shared/money';
import type { Participant } from './house';
import { cancelOrder, findRestingOrder, lapseOrders, peekRestingOrder, placeOrder, reduceOrder } from './matching/order-book';
import type { PlaceResult, RestingOrder, Side } from './matching/types';
import { addResting, bookHolding, positionKey, positionsOf, removeResting } from './market-state';
import type { BetDelta, MarketTransaction, MatchRow, NewBet, OrderInput, PositionDelta } from './market-record';
import { fillPnl } from './position-math';

// What can happen to an open market transaction, in memory: an order matched (the rest rests),
// a fancy bet struck against the house, a resting bet cancelled or lapsed. Each keeps the
// transaction's record of new bets, changes to stored bets, matches and positions, which
// commitMarkets writes.

/** Matches an order against the book (best price, then oldest); the rest rests. */
export function submitOrder(marketTx: MarketTransaction, input: OrderInput): { bet: NewBet; result: PlaceResult } {
  const bet = createBet(marketTx, input);
  const result = placeOrder(marketTx.state.books[input.world], {
    id: String(bet.seq),
    playerId: String(input.userId),
    runnerId: String(input.runnerId),
    side: input.side,
    price: input.price,
    stake: input.stake,
    persistence: input.persistence,
    seq: bet.seq,
  });
  for (const fill of result.fills) {
    const match = {
      takerSeq: bet.seq,
      makerSeq: Number(fill.makerOrderId),
      makerUserId: Number(fill.makerPlayerId),
      runnerId: input.runnerId,
      takerSide: input.side,
      price: fill.price,
      stake: fill.stake,
    };
    applyFill(marketTx, match, input.userId);
  }
  bet.remaining -= result.cancelledStake;
  bet.cancelled += result.cancelledStake;
  if (result.restingStake > 0) addResting(marketTx.state.restingByUser, input.userId, bet.seq);
  return { bet, result };
}

/**
 * A fancy bet is struck at once against the house's quote: the house's counter-bet is created
 * fully matched beside it, so both sides settle through the same rows.
 */
export function strikeAgainstHouse(marketTx: MarketTransaction, input: OrderInput, house: Participant): NewBet {
  if (house.world !== input.world) throw new Error(`a ${input.world}-money bet cannot be struck against the ${house.world}-money house`);
  const counter = createBet(marketTx, { ...input, userId: house.userId, side: input.side === 'back' ? 'lay' : 'back', persistence: 'persist' });
  const bet = createBet(marketTx, input);
  const match = {
    takerSeq: bet.seq,
    makerSeq: counter.seq,
    makerUserId: house.userId,
    runnerId: input.runnerId,
    takerSide: input.side,
    price: input.price,
    stake: input.stake,
  };
  applyFill(marketTx, match, input.userId);
  return bet;
}

/** Forgets a bet made in this market transaction that neither traded nor rests (a refused order). */
export function discardBet(marketTx: MarketTransaction, seq: number): void {
  marketTx.newBets.delete(seq);
  marketTx.lines.delete(seq);
}

/** Cancels the unmatched part of a resting bet; returns how much was cancelled (0: nothing rests). */
export function cancelResting(marketTx: MarketTransaction, seq: number, reason: 'cancelled' | 'lapsed' = 'cancelled'): Paise {
  const book = bookHolding(marketTx.state, seq);
  const order = book && findRestingOrder(book, String(seq));
  if (!book || !order) return 0 as Paise;
  const amount = cancelOrder(book, String(seq));
  takeFromBet(marketTx, seq, Number(order.playerId), amount, reason);
  return amount;
}

/** Cancels `amount` of a resting bet's unmatched part where it sits (it keeps its place); returns what was cancelled. */
export function reduceResting(marketTx: MarketTransaction, seq: number, amount: number): Paise {
  const book = bookHolding(marketTx.state, seq);
  const order = book && findRestingOrder(book, String(seq));
  if (!book || !order) return 0 as Paise;
  const reduced = reduceOrder(book, String(seq), amount);
  if (reduced > 0) takeFromBet(marketTx, seq, Number(order.playerId), reduced, 'cancelled');
  return reduced;
}

/** Lapses every resting bet the predicate picks (in-play: persistence 'lapse'; close: all). */
export function lapseResting(marketTx: MarketTransaction, predicate: (order: RestingOrder) => boolean): number {
  const lapsed = [...lapseOrders(marketTx.state.books.real, predicate), ...lapseOrders(marketTx.state.books.play, predicate)];
  for (const order of lapsed) takeFromBet(marketTx, order.seq, Number(order.playerId), order.lapsedStake, 'lapsed');
  return lapsed.length;
}

/**
 * A player's resting bets (the market maker reads its own quotes after every order it trades in):
 * the book's own entries, not copies, to read at once; what they show changes as the book trades.
 */
export function restingOrdersOf(marketTx: MarketTransaction, userId: number): RestingOrder[] {
  const orders: RestingOrder[] = [];
  for (const seq of marketTx.state.restingByUser.get(userId) ?? []) {
    const book = bookHolding(marketTx.state, seq);
    const order = book && peekRestingOrder(book, String(seq));
    if (order) orders.push(order);
  }
  return orders;
}

function createBet(marketTx: MarketTransaction, input: OrderInput): NewBet {
  const seq = marketTx.state.nextSeq;
  marketTx.state.nextSeq += 1;
  const bet: NewBet = {
    seq,
    runnerId: input.runnerId,
    userId: input.userId,
    side: input.side,
    price: input.price,
    line: input.line ?? null,
    persistence: input.persistence,
    stake: input.stake,
    matched: 0,
    value: 0,
    remaining: input.stake,
    cancelled: 0,
    lapsed: 0,
    win: 0,
    lose: 0,
  };
  marketTx.newBets.set(seq, bet);
  marketTx.lines.set(seq, bet.line);
  marketTx.touched.add(input.userId);
  return bet;
}

function applyFill(marketTx: MarketTransaction, match: MatchRow, takerUserId: number): void {
  marketTx.matches.push(match);
  const pnl = fillPnl(marketTx.market.type, match.takerSide, match.stake, match.price);
  const makerSide: Side = match.takerSide === 'back' ? 'lay' : 'back';
  for (const [seq, side, userId] of [
    [match.takerSeq, match.takerSide, takerUserId],
    [match.makerSeq, makerSide, match.makerUserId],
  ] as const) {
    const win = side === 'back' ? pnl.backWin : pnl.layWin;
    const lose = side === 'back' ? pnl.backLose : pnl.layLose;
    changeBet(marketTx, seq, userId, { matched: match.stake, value: match.stake * match.price, taken: match.stake, cancelled: 0, lapsed: 0, win, lose });
    const line = marketTx.market.type === 'fancy' ? (marketTx.lines.get(seq) ?? 0) : 0;
    addPosition(marketTx, { userId, runnerId: match.runnerId, line, win, lose });
  }
}

function takeFromBet(marketTx: MarketTransaction, seq: number, userId: number, amount: number, reason: 'cancelled' | 'lapsed'): void {
  changeBet(marketTx, seq, userId, {
    matched: 0,
    value: 0,
    taken: amount,
    cancelled: reason === 'cancelled' ? amount : 0,
    lapsed: reason === 'lapsed' ? amount : 0,
    win: 0,
    lose: 0,
  });
}

/** Applies a change to a bet made in this market transaction or to one stored before. */
function changeBet(marketTx: MarketTransaction, seq: number, userId: number, change: BetDelta): void {
  const fresh = marketTx.newBets.get(seq);
  let remainingAfter: number;
  if (fresh) {
    fresh.matched += change.matched;
    fresh.value += change.value;
    fresh.remaining -= change.taken;
    fresh.cancelled += change.cancelled;
    fresh.lapsed += change.lapsed;
    fresh.win += change.win;
    fresh.lose += change.lose;
    remainingAfter = fresh.remaining;
  } else {
    const delta = marketTx.deltas.get(seq) ?? { matched: 0, value: 0, taken: 0, cancelled: 0, lapsed: 0, win: 0, lose: 0 };
    delta.matched += change.matched;
    delta.value += change.value;
    delta.taken += change.taken;
    delta.cancelled += change.cancelled;
    delta.lapsed += change.lapsed;
    delta.win += change.win;
    delta.lose += change.lose;
    marketTx.deltas.set(seq, delta);
    // The book holds what is left of a stored bet; a bet that left it has nothing left.
    const book = bookHolding(marketTx.state, seq);
    remainingAfter = (book && peekRestingOrder(book, String(seq))?.remaining) ?? 0;
  }
  if (remainingAfter === 0) removeResting(marketTx.state.restingByUser, userId, seq);
  marketTx.touched.add(userId);
}

function addPosition(marketTx: MarketTransaction, delta: PositionDelta): void {
  const key = `${delta.userId}:${positionKey(delta.runnerId, delta.line)}`;
  const pending = marketTx.positionDeltas.get(key) ?? { ...delta, win: 0, lose: 0 };
  pending.win += delta.win;
  pending.lose += delta.lose;
  marketTx.positionDeltas.set(key, pending);
  const cells = positionsOf(marketTx.state.positions, delta.userId);
  const cellKey = positionKey(delta.runnerId, delta.line);
  const cell = cells.get(cellKey) ?? { runnerId: delta.runnerId, line: delta.line, win: 0, lose: 0 };
  cell.win += delta.win;
  cell.lose += delta.lose;
  cells.set(cellKey, cell);
}
