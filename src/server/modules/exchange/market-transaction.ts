import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { AppError, notFound } from '@server/errors';
import type { PlayerBalances, TransferInput } from '../ledger';
import { bettingAccountsOf, keepState, takeState, type BettingAccounts, type ExchangeCache } from './exchange-cache';
import { houseUserIds, transferWithHouseFloat, type HouseHold } from './house';
import { loadMarketState, lockMarkets, type LockedMarkets, type Rider } from './market-state';
import { exposureOf } from './position-math';
import type { MarketTransaction } from './market-record';
import { matchedMakerNotices } from './matched-notices';
import { readWritten, writeStatement, type StoredBet, type WriteAnswer, type Written } from './write-markets';

// The one way anything changes a market (orders, cancels, lapses, re-quotes, settlement): open
// its market transaction (lock the row, take the cached state or load it), change it through the
// pure matching core (market-changes.ts), then commit: each touched player's exposure difference
// through the ledger, every change written in one statement, the state kept for the next one.
// Callers own the database transaction.

export async function openMarket(tx: Tx, cache: ExchangeCache, marketId: number): Promise<MarketTransaction> {
  const marketTx = (await openMarkets(tx, cache, [marketId])).markets.get(marketId);
  if (!marketTx) throw notFound('Market not found');
  return marketTx;
}

/**
 * openMarket for several markets, their locks in one round trip; an unknown market is absent.
 * The sign-in sessions and the players asked are checked in the same round trip, and the rider
 * sent along (lockMarkets).
 */
export async function openMarkets(
  tx: Tx,
  cache: ExchangeCache,
  marketIds: readonly number[],
  signIns: readonly number[] = [],
  players: readonly number[] = [],
  rider?: Rider,
): Promise<{ markets: Map<number, MarketTransaction> } & Omit<LockedMarkets, 'markets'>> {
  const opened = new Map<number, MarketTransaction>();
  const { markets, liveSignIns, blockedPlayers, riderRows } = await lockMarkets(tx, marketIds, signIns, players, rider);
  for (const [marketId, market] of markets) {
    const state = takeState(cache, market.id, market.version) ?? (await loadMarketState(tx, market));
    opened.set(marketId, {
      market,
      state,
      newBets: new Map(),
      deltas: new Map(),
      matches: [],
      positionDeltas: new Map(),
      touched: new Set(),
      lines: new Map(),
    });
  }
  return { markets: opened, liveSignIns, blockedPlayers, riderRows };
}

export type CommittedMarkets = {
  /** The bets made, by market, then by seq. */
  bets: Map<number, Map<number, StoredBet>>;
  /** The asked players' ledger balances after the commit (paise). */
  balances: Map<number, PlayerBalances>;
};

/** commitMarkets for one market. */
export async function commitMarket(tx: Tx, cache: ExchangeCache, marketTx: MarketTransaction, balancesFor: readonly number[] = []): Promise<CommittedMarkets> {
  return commitMarkets(tx, cache, [marketTx], balancesFor);
}

/**
 * Holds or releases each touched player's exposure difference, all markets in one ledger call, and
 * in the same round trip, once the legs are made, writes every change of every market with the
 * notices to the owners of stored bets that matched (a refusal writes nothing; a house short of
 * float is topped up rather than failing the player's order; the asked balances come back with
 * it); then keeps the states.
 */
export async function commitMarkets(
  tx: Tx,
  cache: ExchangeCache,
  marketTxs: readonly MarketTransaction[],
  balancesFor: readonly number[] = [],
): Promise<CommittedMarkets> {
  const { exposuresByMarket, changes } = exposureChanges(marketTxs);
  const accounts = await bettingAccountsOf(tx, cache, [...new Set(changes.map((change) => change.userId))]);
  const houses = changes.some((change) => change.delta > 0) ? await houseUserIds(tx, cache) : new Set<number>();
  const { legs, houseHolds } = holdLegs(changes, accounts, houses);
  const entries = marketTxs.map((marketTx) => ({ marketTx, exposures: exposuresByMarket.get(marketTx.market.id) ?? new Map<number, number>() }));
  const write = { name: 'exchange_write_markets', statement: writeStatement(entries, await matchedMakerNotices(tx, cache, marketTxs)) };
  let committed: { balances: Map<number, PlayerBalances>; then?: unknown };
  try {
    committed = await transferWithHouseFloat(tx, legs, houseHolds, cache.log, balancesFor, write);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_BALANCE') throw error;
    // Naming the short players is a nicety: if even that read fails, the plain refusal stands.
    throw (await shortOfBalance(tx, changes, accounts, houses).catch(() => undefined)) ?? error;
  }
  const written = readWritten(committed.then as WriteAnswer | undefined, entries);
  return { bets: keepWritten(cache, marketTxs, exposuresByMarket, written), balances: committed.balances };
}

type ExposureChange = { marketId: number; userId: number; delta: number };

/** Each touched player's new exposure on each market, and the differences to move. */
function exposureChanges(marketTxs: readonly MarketTransaction[]): { exposuresByMarket: Map<number, Map<number, number>>; changes: ExposureChange[] } {
  const exposuresByMarket = new Map<number, Map<number, number>>();
  const changes: ExposureChange[] = [];
  for (const { state, market, touched } of marketTxs) {
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
function holdLegs(
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
 * After the write: each state takes its new exposures and version, and goes back to the cache
 * for the next transaction. Returns the new bets by market, then by seq.
 */
function keepWritten(
  cache: ExchangeCache,
  marketTxs: readonly MarketTransaction[],
  exposuresByMarket: ReadonlyMap<number, ReadonlyMap<number, number>>,
  written: ReadonlyMap<number, Written>,
): Map<number, Map<number, StoredBet>> {
  const bets = new Map<number, Map<number, StoredBet>>();
  for (const { state, market } of marketTxs) {
    const done = written.get(market.id);
    if (!done) throw new Error(`market ${market.id} was not written`);
    for (const [userId, amount] of exposuresByMarket.get(market.id) ?? []) {
      if (amount === 0) state.held.delete(userId);
      else state.held.set(userId, amount);
    }
    state.version = done.version;
    keepState(cache, state);
    bets.set(market.id, done.bets);
  }
  return bets;
}

/**
 * INSUFFICIENT_BALANCE that names the players whose holds do not fit their main balance (the
 * ledger answers only that some leg did not), so group commit can place the others together and
 * these alone. To one order's caller it is the plain refusal.
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
  const found = await tx.execute<{ id: number; balance: number }>(sql`SELECT id, balance FROM accounts WHERE id = ANY(${`{${mains.join(',')}}`}::bigint[])`);
  const balanceOf = new Map(found.rows.map((row) => [Number(row.id), Number(row.balance)]));
  const short = new Set(asking.filter((userId) => (need.get(userId) ?? 0) > (balanceOf.get(accounts.get(userId)?.main ?? 0) ?? 0)));
  return short.size > 0 ? new ShortOfBalance(short) : undefined;
}
