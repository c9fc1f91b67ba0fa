import { sql } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { PlayerBalances, TransferInput, World } from '../ledger';
import { bettingAccountsOf, keepState, takeState, type BettingAccounts, type ExchangeCache } from './exchange-cache';
import { houseUserIds, transferWithHouseFloat, type HouseHold, type Participant } from './house';
import { cancelOrder, findRestingOrder, lapseOrders, peekRestingOrder, placeOrder } from './matching/order-book';
import type { Persistence, PlaceResult, RestingOrder, Side } from './matching/types';
import {
  addResting,
  bookHolding,
  loadMarketState,
  lockMarkets,
  positionKey,
  type KeyClaim,
  positionsOf,
  removeResting,
  type LockedMarket,
  type MarketState,
} from './market-state';
import { exposureOf, fillPnl } from './position-math';
import { writeSessions, type KeyAnswer, type Written } from './write-session';

// One transaction's work on one market: lock it, take its state, run orders, cancels and lapses
// through the pure matching core, then write every change in one statement and move each
// touched player's exposure difference through the ledger. Callers own the tx.

export type NewBet = {
  seq: number;
  runnerId: number;
  userId: number;
  side: Side;
  price: number;
  line: number | null;
  persistence: Persistence;
  stake: number;
  matched: number;
  value: number;
  remaining: number;
  cancelled: number;
  lapsed: number;
  win: number;
  lose: number;
};

/** Changes to a bet stored before this session (added to its columns). */
export type BetDelta = { matched: number; value: number; taken: number; cancelled: number; lapsed: number; win: number; lose: number };

export type MatchRow = { takerSeq: number; makerSeq: number; runnerId: number; takerSide: Side; price: number; stake: number };

export type PositionDelta = { userId: number; runnerId: number; line: number; win: number; lose: number };

export type Session = {
  market: LockedMarket;
  state: MarketState;
  newBets: Map<number, NewBet>;
  deltas: Map<number, BetDelta>;
  matches: MatchRow[];
  positionDeltas: Map<string, PositionDelta>;
  /** Players whose exposure may have changed. */
  touched: Set<number>;
  /** Fancy lines of stored bets, needed to place their position deltas. */
  lines: Map<number, number | null>;
  /** Idempotency-Keys claimed with the lock, as `${userId}:${key}`. */
  claimedKeys: Set<string>;
};

export type OrderInput = {
  userId: number;
  /** The player's world of money: the order meets only that world's book. */
  world: World;
  runnerId: number;
  side: Side;
  price: number;
  stake: Paise;
  persistence: Persistence;
  line?: number | null;
};

export async function openSession(tx: Tx, cache: ExchangeCache, marketId: number, keys: readonly KeyClaim[] = []): Promise<Session> {
  const session = (await openSessions(tx, cache, [{ marketId, keys }])).sessions.get(marketId);
  if (!session) throw notFound('Market not found');
  return session;
}

/**
 * openSession for several markets in one transaction (their locks in one round trip); an unknown
 * market is absent. The sign-in sessions asked are checked in the same round trip (lockMarkets).
 */
export async function openSessions(
  tx: Tx,
  cache: ExchangeCache,
  requests: ReadonlyArray<{ marketId: number; keys: readonly KeyClaim[] }>,
  signIns: readonly number[] = [],
): Promise<{ sessions: Map<number, Session>; liveSignIns: Set<number> }> {
  const sessions = new Map<number, Session>();
  const { markets, liveSignIns } = await lockMarkets(tx, requests, signIns);
  for (const [marketId, { claimed, row, ...market }] of markets) {
    const state = takeState(cache, market.id, market.version) ?? (await loadMarketState(tx, market));
    state.row = row;
    sessions.set(marketId, newSession(market, state, claimed));
  }
  return { sessions, liveSignIns };
}

/** A session on a market's state, nothing done in it yet. */
export function newSession(market: LockedMarket, state: MarketState, claimedKeys: Set<string>): Session {
  return { market, state, newBets: new Map(), deltas: new Map(), matches: [], positionDeltas: new Map(), touched: new Set(), lines: new Map(), claimedKeys };
}

/** Matches an order against the book (best price, then oldest); the rest rests. */
export function submitOrder(session: Session, input: OrderInput): { bet: NewBet; result: PlaceResult } {
  const bet = createBet(session, input);
  const result = placeOrder(session.state.books[input.world], {
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
    const match = { takerSeq: bet.seq, makerSeq: Number(fill.makerOrderId), runnerId: input.runnerId, takerSide: input.side, price: fill.price, stake: fill.stake };
    applyFill(session, match, input.userId, Number(fill.makerPlayerId));
  }
  bet.remaining -= result.cancelledStake;
  bet.cancelled += result.cancelledStake;
  if (result.restingStake > 0) addResting(session.state.restingByUser, input.userId, bet.seq);
  return { bet, result };
}

/**
 * A fancy bet is struck at once against the house's quote: the house's counter-bet is created
 * fully matched beside it, so both sides settle through the same rows.
 */
export function strikeAgainstHouse(session: Session, input: OrderInput, house: Participant): NewBet {
  if (house.world !== input.world) throw new Error(`a ${input.world}-money bet cannot be struck against the ${house.world}-money house`);
  const counter = createBet(session, { ...input, userId: house.userId, side: input.side === 'back' ? 'lay' : 'back', persistence: 'persist' });
  const bet = createBet(session, input);
  const match = { takerSeq: bet.seq, makerSeq: counter.seq, runnerId: input.runnerId, takerSide: input.side, price: input.price, stake: input.stake };
  applyFill(session, match, input.userId, house.userId);
  return bet;
}

/** Forgets a bet made in this session that neither traded nor rests (a refused order). */
export function discardBet(session: Session, seq: number): void {
  session.newBets.delete(seq);
  session.lines.delete(seq);
}

/** Cancels the unmatched part of a resting bet; answers how much was cancelled (0: nothing rests). */
export function cancelResting(session: Session, seq: number, reason: 'cancelled' | 'lapsed' = 'cancelled'): Paise {
  const book = bookHolding(session.state, seq);
  const order = book && findRestingOrder(book, String(seq));
  if (!book || !order) return 0 as Paise;
  const amount = cancelOrder(book, String(seq));
  takeFromBet(session, seq, Number(order.playerId), amount, reason);
  return amount;
}

/** Lapses every resting bet the predicate picks (in-play: persistence 'lapse'; close: all). */
export function lapseResting(session: Session, predicate: (order: RestingOrder) => boolean): number {
  const lapsed = [...lapseOrders(session.state.books.real, predicate), ...lapseOrders(session.state.books.play, predicate)];
  for (const order of lapsed) takeFromBet(session, order.seq, Number(order.playerId), order.lapsedStake, 'lapsed');
  return lapsed.length;
}

/** A player's resting bets on a runner (the market maker reads its own quotes). */
export function restingOrdersOf(session: Session, userId: number): RestingOrder[] {
  const orders: RestingOrder[] = [];
  for (const seq of session.state.restingByUser.get(userId) ?? []) {
    const book = bookHolding(session.state, seq);
    const order = book && findRestingOrder(book, String(seq));
    if (order) orders.push(order);
  }
  return orders;
}

export type ClosedSession = {
  /** Ids of the bets made in the session, by seq. */
  betIds: Map<number, number>;
  /** The asked players' ledger balances after the session (paise). */
  balances: Map<number, PlayerBalances>;
};

/**
 * Holds or releases each touched player's exposure difference through the ledger (first, so a
 * refusal stops before anything else is written; a house short of float is topped up rather than
 * failing the player's order; the asked balances come back with it), writes everything, keeps the state.
 */
export async function closeSession(
  tx: Tx,
  cache: ExchangeCache,
  session: Session,
  balancesFor: readonly number[] = [],
  /** Idempotency-Key answers to store with the writes, made from the balances after the ledger. */
  answersFor?: (balances: Map<number, PlayerBalances>) => KeyAnswer[],
): Promise<ClosedSession> {
  const { betIds, balances } = await closeSessions(tx, cache, [session], balancesFor, answersFor);
  return { betIds: betIds.get(session.market.id) ?? new Map(), balances };
}

/**
 * closeSession for the sessions of several markets in one transaction: one ledger call for all
 * their exposure differences and one write for all their changes. Answers the new bets' ids by
 * market, then by seq.
 */
export async function closeSessions(
  tx: Tx,
  cache: ExchangeCache,
  sessions: readonly Session[],
  balancesFor: readonly number[] = [],
  answersFor?: (balances: Map<number, PlayerBalances>) => KeyAnswer[],
): Promise<{ betIds: Map<number, Map<number, number>>; balances: Map<number, PlayerBalances> }> {
  const { exposuresByMarket, changes } = exposureChanges(sessions);
  const accounts = await bettingAccountsOf(tx, cache, [...new Set(changes.map((change) => change.userId))]);
  const houses = changes.some((change) => change.delta > 0) ? await houseUserIds(tx, cache) : new Set<number>();
  const { legs, houseHolds } = holdLegs(changes, accounts, houses);
  let balances: Map<number, PlayerBalances>;
  try {
    balances = await transferWithHouseFloat(tx, legs, houseHolds, cache.log, balancesFor);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_BALANCE') throw error;
    // Naming the short players is a nicety: if even that read fails, the plain refusal stands.
    throw (await shortOfBalance(tx, changes, accounts, houses).catch(() => undefined)) ?? error;
  }
  const written = await writeSessions(
    tx,
    sessions.map((session) => ({ session, exposures: exposuresByMarket.get(session.market.id) ?? new Map<number, number>() })),
    answersFor?.(balances) ?? [],
  );
  return { betIds: keepWritten(cache, sessions, exposuresByMarket, written), balances };
}

export type ExposureChange = { marketId: number; userId: number; delta: number };

/** Each touched player's new exposure on each session's market, and the differences to move. */
export function exposureChanges(sessions: readonly Session[]): { exposuresByMarket: Map<number, Map<number, number>>; changes: ExposureChange[] } {
  const exposuresByMarket = new Map<number, Map<number, number>>();
  const changes: ExposureChange[] = [];
  for (const { state, market, touched } of sessions) {
    const exposures = new Map<number, number>();
    for (const userId of touched) {
      const next = exposureOf(market.type, state, userId);
      const before = state.held.get(userId) ?? 0;
      if (next === before) continue;
      exposures.set(userId, next);
      changes.push({ marketId: market.id, userId, delta: next - before });
    }
    exposuresByMarket.set(market.id, exposures);
  }
  return { exposuresByMarket, changes };
}

/**
 * The ledger legs of exposure differences, releases first (each leg must leave the player's
 * accounts at zero or more on its own), and the holds the house takes on (see transferWithHouseFloat).
 */
export function holdLegs(
  changes: readonly ExposureChange[],
  accounts: ReadonlyMap<number, BettingAccounts>,
  houses: ReadonlySet<number>,
): { legs: TransferInput[]; houseHolds: HouseHold[] } {
  const legs: TransferInput[] = [];
  const houseHolds: HouseHold[] = [];
  for (const { marketId, userId, delta } of [...changes].sort((a, b) => a.delta - b.delta)) {
    const account = accounts.get(userId);
    if (!account) throw new Error(`no accounts for player ${userId}`);
    const reference = `market:${marketId}`;
    if (delta > 0) legs.push({ from: account.main, to: account.exposure, amount: delta as Paise, kind: 'bet_hold', reference });
    else legs.push({ from: account.exposure, to: account.main, amount: -delta as Paise, kind: 'bet_release', reference });
    if (delta > 0 && houses.has(userId)) houseHolds.push({ userId, main: account.main, world: account.world, amount: delta });
  }
  return { legs, houseHolds };
}

/**
 * After the write: each state takes its new exposures, version and row, and goes back to the
 * cache for the next transaction. Answers the new bets' ids by market, then by seq.
 */
export function keepWritten(
  cache: ExchangeCache,
  sessions: readonly Session[],
  exposuresByMarket: ReadonlyMap<number, ReadonlyMap<number, number>>,
  written: ReadonlyMap<number, Written>,
): Map<number, Map<number, number>> {
  const betIds = new Map<number, Map<number, number>>();
  for (const { state, market } of sessions) {
    const done = written.get(market.id);
    if (!done) throw new Error(`market ${market.id} was not written`);
    for (const [userId, amount] of exposuresByMarket.get(market.id) ?? []) {
      if (amount === 0) state.held.delete(userId);
      else state.held.set(userId, amount);
    }
    state.version = done.version;
    if (state.row) state.row = { ...state.row, version: done.version, next_seq: state.nextSeq };
    keepState(cache, state);
    betIds.set(market.id, done.betIds);
  }
  return betIds;
}

/**
 * INSUFFICIENT_BALANCE that names the players whose holds do not fit their main balance (the
 * ledger answers only that some leg did not), so a batch can place the others together and send
 * these alone: one player's order should not send a whole batch down the slow path. To a single
 * order's caller it is the plain refusal it always was.
 */
export class ShortOfBalance extends AppError {
  constructor(readonly userIds: ReadonlySet<number>) {
    super('INSUFFICIENT_BALANCE', 'Insufficient balance');
  }
}

/**
 * Who is short, from the main balances as they are (the refused ledger call moved nothing). The
 * legs run releases first, so a player is short exactly when their holds less their releases are
 * more than their main balance. The house is topped up, never short.
 */
async function shortOfBalance(
  tx: Tx,
  changes: ReadonlyArray<{ userId: number; delta: number }>,
  accounts: Map<number, { main: number }>,
  houses: ReadonlySet<number>,
): Promise<ShortOfBalance | undefined> {
  const need = new Map<number, number>();
  for (const { userId, delta } of changes) if (!houses.has(userId)) need.set(userId, (need.get(userId) ?? 0) + delta);
  const asking = [...need].filter(([, amount]) => amount > 0).map(([userId]) => userId);
  if (asking.length === 0) return undefined;
  const mains = asking.map((userId) => accounts.get(userId)?.main ?? 0);
  const found = await tx.execute<{ id: number; balance: number }>(
    sql`SELECT id, balance FROM accounts WHERE id = ANY(${`{${mains.join(',')}}`}::bigint[])`,
  );
  const balanceOf = new Map(found.rows.map((row) => [Number(row.id), Number(row.balance)]));
  const short = new Set(asking.filter((userId) => (need.get(userId) ?? 0) > (balanceOf.get(accounts.get(userId)?.main ?? 0) ?? 0)));
  return short.size > 0 ? new ShortOfBalance(short) : undefined;
}

function createBet(session: Session, input: OrderInput): NewBet {
  const seq = session.state.nextSeq;
  session.state.nextSeq += 1;
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
  session.newBets.set(seq, bet);
  session.lines.set(seq, bet.line);
  session.touched.add(input.userId);
  return bet;
}

function applyFill(session: Session, match: MatchRow, takerUserId: number, makerUserId: number): void {
  session.matches.push(match);
  const pnl = fillPnl(session.market.type, match.takerSide, match.stake, match.price);
  const makerSide: Side = match.takerSide === 'back' ? 'lay' : 'back';
  for (const [seq, side, userId] of [
    [match.takerSeq, match.takerSide, takerUserId],
    [match.makerSeq, makerSide, makerUserId],
  ] as const) {
    const win = side === 'back' ? pnl.backWin : pnl.layWin;
    const lose = side === 'back' ? pnl.backLose : pnl.layLose;
    changeBet(session, seq, userId, { matched: match.stake, value: match.stake * match.price, taken: match.stake, cancelled: 0, lapsed: 0, win, lose });
    const line = session.market.type === 'fancy' ? (session.lines.get(seq) ?? 0) : 0;
    addPosition(session, { userId, runnerId: match.runnerId, line, win, lose });
  }
}

function takeFromBet(session: Session, seq: number, userId: number, amount: number, reason: 'cancelled' | 'lapsed'): void {
  changeBet(session, seq, userId, {
    matched: 0,
    value: 0,
    taken: amount,
    cancelled: reason === 'cancelled' ? amount : 0,
    lapsed: reason === 'lapsed' ? amount : 0,
    win: 0,
    lose: 0,
  });
}

/** Applies a change to a bet made in this session or to one stored before. */
function changeBet(session: Session, seq: number, userId: number, change: BetDelta): void {
  const fresh = session.newBets.get(seq);
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
    const delta = session.deltas.get(seq) ?? { matched: 0, value: 0, taken: 0, cancelled: 0, lapsed: 0, win: 0, lose: 0 };
    delta.matched += change.matched;
    delta.value += change.value;
    delta.taken += change.taken;
    delta.cancelled += change.cancelled;
    delta.lapsed += change.lapsed;
    delta.win += change.win;
    delta.lose += change.lose;
    session.deltas.set(seq, delta);
    // The book holds what is left of a stored bet; a bet that left it has nothing left.
    const book = bookHolding(session.state, seq);
    remainingAfter = (book && peekRestingOrder(book, String(seq))?.remaining) ?? 0;
  }
  if (remainingAfter === 0) removeResting(session.state.restingByUser, userId, seq);
  session.touched.add(userId);
}

function addPosition(session: Session, delta: PositionDelta): void {
  const key = `${delta.userId}:${positionKey(delta.runnerId, delta.line)}`;
  const pending = session.positionDeltas.get(key) ?? { ...delta, win: 0, lose: 0 };
  pending.win += delta.win;
  pending.lose += delta.lose;
  session.positionDeltas.set(key, pending);
  const cells = positionsOf(session.state.positions, delta.userId);
  const cellKey = positionKey(delta.runnerId, delta.line);
  const cell = cells.get(cellKey) ?? { runnerId: delta.runnerId, line: delta.line, win: 0, lose: 0 };
  cell.win += delta.win;
  cell.lose += delta.lose;
  cells.set(cellKey, cell);
}
