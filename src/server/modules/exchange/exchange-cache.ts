import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '@server/db/client';
import { playerAccount, type World } from '../ledger';
import type { MarketState } from './market-state';

// What one process remembers between requests, per database: market states (trusted only while
// their version is the stored one), account ids (they never change once created) and the house
// market maker's user id. Nothing here is needed by another process: it only saves queries.

export type BettingAccounts = { main: number; exposure: number; world: World };

export type ExchangeCache = {
  states: Map<number, MarketState>;
  accounts: Map<number, BettingAccounts>;
  /** House market maker user id by shard, in each world of money. */
  houseMakers: Record<World, Map<number, number>>;
  /** The bet delay each market last had under its lock (0: none): whether to wait before trying. */
  betDelays: Map<number, number>;
  /** The app's logger, once an app runs on this database (the house's on-demand top-ups are logged). */
  log?: { warn(details: object, message: string): void };
};

const MAX_CACHED_MARKETS = 5000;
const caches = new WeakMap<object, ExchangeCache>();

export function createExchangeCache(): ExchangeCache {
  return { states: new Map(), accounts: new Map(), houseMakers: { real: new Map(), play: new Map() }, betDelays: new Map() };
}

/** The cache of one database handle (two app instances on two pools each have their own). */
export function exchangeCacheFor(db: Db): ExchangeCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createExchangeCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Takes a market's cached state out of the cache when it is at `version`: the caller holds the
 * market's lock and owns the state until it puts the next version back. Taking it out means a
 * failed transaction leaves nothing half-changed behind.
 */
export function takeState(cache: ExchangeCache, marketId: number, version: number): MarketState | undefined {
  const state = cache.states.get(marketId);
  cache.states.delete(marketId);
  return state && state.version === version ? state : undefined;
}

/** Keeps a state for the next order. Its version comes from a sequence, so if the transaction
 * that made it rolls back, the stored version never equals it and it is simply never used. */
export function keepState(cache: ExchangeCache, state: MarketState): void {
  if (cache.states.size >= MAX_CACHED_MARKETS) {
    const oldest = cache.states.keys().next();
    if (!oldest.done) cache.states.delete(oldest.value);
  }
  cache.states.set(state.marketId, state);
}

export function forgetState(cache: ExchangeCache, marketId: number): void {
  cache.states.delete(marketId);
}

/**
 * A player's main and exposure account ids, created when missing. Call it outside any
 * transaction (PGlite has one connection) so that a cached id is always a committed one.
 */
export async function ensureBettingAccounts(db: Db, cache: ExchangeCache, userId: number): Promise<BettingAccounts> {
  const known = cache.accounts.get(userId);
  if (known) return known;
  await playerAccount(db, userId, 'main');
  await playerAccount(db, userId, 'exposure');
  const accounts = (await readBettingAccounts(db, [userId])).get(userId);
  if (!accounts) throw new Error(`no betting accounts for player ${userId}`);
  cache.accounts.set(userId, accounts);
  return accounts;
}

/** The main and exposure accounts that exist, with their world, by player. */
async function readBettingAccounts(db: Queryable, userIds: readonly number[]): Promise<Map<number, BettingAccounts>> {
  const rows = await db.execute<{ user_id: number; kind: string; id: number; play_money: boolean }>(
    sql`SELECT user_id, kind, id, play_money FROM accounts WHERE kind IN ('main', 'exposure') AND user_id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const partial = new Map<number, Partial<BettingAccounts>>();
  for (const row of rows.rows) {
    const entry = partial.get(Number(row.user_id)) ?? {};
    if (row.kind === 'main') entry.main = Number(row.id);
    else entry.exposure = Number(row.id);
    entry.world = row.play_money ? 'play' : 'real';
    partial.set(Number(row.user_id), entry);
  }
  const complete = new Map<number, BettingAccounts>();
  for (const [userId, entry] of partial) {
    if (entry.main !== undefined && entry.exposure !== undefined && entry.world !== undefined) {
      complete.set(userId, { main: entry.main, exposure: entry.exposure, world: entry.world });
    }
  }
  return complete;
}

/** Account ids inside a transaction: from the cache, else read (and created, uncached, when missing). */
export async function bettingAccountsOf(tx: Queryable, cache: ExchangeCache, userIds: readonly number[]): Promise<Map<number, BettingAccounts>> {
  const found = new Map<number, BettingAccounts>();
  const missing: number[] = [];
  for (const userId of userIds) {
    const known = cache.accounts.get(userId);
    if (known) found.set(userId, known);
    else missing.push(userId);
  }
  if (missing.length === 0) return found;
  const read = await readBettingAccounts(tx, missing);
  for (const userId of missing) {
    const accounts = read.get(userId);
    if (accounts) {
      cache.accounts.set(userId, accounts);
      found.set(userId, accounts);
    } else {
      await playerAccount(tx, userId, 'main');
      await playerAccount(tx, userId, 'exposure');
      const made = (await readBettingAccounts(tx, [userId])).get(userId);
      if (!made) throw new Error(`no betting accounts for player ${userId}`);
      found.set(userId, made);
    }
  }
  return found;
}
