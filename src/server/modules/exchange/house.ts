import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Db, Queryable, Tx } from '@server/db/client';
import { AppError } from '@server/errors';
import {
  houseAccount,
  lockAccounts,
  transfer,
  transferManyThenBalances,
  type PlayerBalances,
  type ThenStatement,
  type TransferInput,
  type World,
} from '../ledger';
import { ensureBettingAccounts, type ExchangeCache } from './exchange-cache';

// The house market maker: an ordinary exchange participant — users with player accounts —
// funded from house cash through the ledger, one set in each world of money. Its resting orders are the liquidity
// every player sees; its exposure is held like anyone's. It is split into a few shards, one per
// market by id, so that orders on different markets never queue on the same house account rows.

export const HOUSE_SHARDS = 16;
/** Each shard is topped up to this whenever it falls below a tenth of it. */
export const HOUSE_FLOAT = 10_000_000_000 as Paise; // ₹10 crore

export const houseShardOf = (marketId: number) => marketId % HOUSE_SHARDS;

/** A trader on the exchange: a player, or a house participant, in its world of money. */
export type Participant = { userId: number; world: World };

const WORLDS: readonly World[] = ['real', 'play'];

async function loadMakers(db: Queryable, cache: ExchangeCache): Promise<void> {
  const found = await db.execute<{ shard: number; user_id: number; play_money: boolean }>(sql`SELECT shard, user_id, play_money FROM house_makers`);
  for (const row of found.rows) cache.houseMakers[row.play_money ? 'play' : 'real'].set(Number(row.shard), Number(row.user_id));
}

const knowsEveryMaker = (cache: ExchangeCache) => WORLDS.every((world) => cache.houseMakers[world].size >= HOUSE_SHARDS);

/**
 * The house participant that quotes (and takes fancy bets on) this market in a world: demo
 * players trade only with the play-money house, real players only with the real one.
 */
export async function houseMakerFor(db: Queryable, cache: ExchangeCache, marketId: number, world: World): Promise<Participant> {
  const shard = houseShardOf(marketId);
  if (!cache.houseMakers[world].has(shard)) await loadMakers(db, cache);
  const userId = cache.houseMakers[world].get(shard);
  if (userId === undefined) throw new Error(`house market maker shard ${shard} (${world} money) is missing: call ensureHouseFunded first`);
  return { userId, world };
}

/** The market's house participants, one per world (each quotes its own world's book). */
export async function houseMakersFor(db: Queryable, cache: ExchangeCache, marketId: number): Promise<Participant[]> {
  return Promise.all(WORLDS.map((world) => houseMakerFor(db, cache, marketId, world)));
}

/**
 * Every house participant's user id, of both worlds or of one (for refusing their bets, skipping
 * their commission, the back office's real-money figures).
 */
export async function houseUserIds(db: Queryable, cache: ExchangeCache, world?: World): Promise<Set<number>> {
  if (!knowsEveryMaker(cache)) await loadMakers(db, cache);
  return new Set((world ? [world] : WORLDS).flatMap((each) => [...cache.houseMakers[each].values()]));
}

/**
 * Creates the missing shards of both worlds and tops each up from its world's house cash when
 * low. The play-money makers are demo users, so their accounts are play money. Runs outside any
 * order's transaction (before markets are made, and from the exchange scheduler now and then).
 * Returns how much was moved in all.
 */
export async function ensureHouseFunded(db: Db, cache: ExchangeCache): Promise<Paise> {
  if (!knowsEveryMaker(cache)) await loadMakers(db, cache);
  for (const world of WORLDS) {
    for (let shard = 0; shard < HOUSE_SHARDS; shard++) {
      if (cache.houseMakers[world].has(shard)) continue;
      const isPlay = world === 'play';
      await db.execute(sql`
        WITH made AS (
          INSERT INTO users (username, display_name, password_hash, role, status, is_demo)
          VALUES (${isPlay ? `lotus.play-house.${shard}` : `lotus.house.${shard}`}, 'Lotus House', '!no-login', 'player', 'active', ${isPlay})
          ON CONFLICT DO NOTHING RETURNING id)
        INSERT INTO house_makers (shard, user_id, play_money) SELECT ${shard}, id, ${isPlay} FROM made ON CONFLICT DO NOTHING`);
      await loadMakers(db, cache);
      if (!cache.houseMakers[world].has(shard)) throw new Error(`could not create house market maker shard ${shard} (${world} money)`);
    }
  }
  for (const userId of await houseUserIds(db, cache)) await ensureBettingAccounts(db, cache, userId);
  // One read for every shard's available money; only the low ones are topped up.
  const found = await db.execute<{ user_id: number; balance: number }>(sql`
    SELECT h.user_id, coalesce(a.balance, 0) AS balance FROM house_makers h
    LEFT JOIN accounts a ON a.user_id = h.user_id AND a.kind = 'main'`);
  let moved = 0;
  for (const row of found.rows) {
    if (Number(row.balance) >= HOUSE_FLOAT / 10) continue;
    const accounts = await ensureBettingAccounts(db, cache, Number(row.user_id));
    moved += await db.transaction((tx) => topUpHouse(tx, accounts));
  }
  return moved as Paise;
}

/**
 * Tops one shard's main account up to the float (and past `need`) from its world's house cash. The balance
 * is read again under the ledger's locks (taken in account-id order, as every transfer takes
 * them), so two processes finding the shard low at once top it up once. Returns the amount moved.
 */
export async function topUpHouse(tx: Tx, maker: { main: number; world: World }, need = 0): Promise<Paise> {
  const { main } = maker;
  const cash = await houseAccount(tx, 'house_cash', maker.world);
  const balance = (await lockAccounts(tx, [cash, main])).get(main) ?? 0;
  if (balance >= HOUSE_FLOAT / 10 && balance >= need) return 0 as Paise;
  const amount = (Math.max(HOUSE_FLOAT, need + HOUSE_FLOAT / 10) - balance) as Paise;
  await transfer(tx, { from: cash, to: main, amount, kind: 'adjustment', reference: 'house-market-maker:float' });
  return amount;
}

export type HouseHold = { userId: number; main: number; world: World; amount: number };

/**
 * Moves a session's exposure legs when the house takes on exposure in them. Its float can run
 * dry between the scheduler's checks; a refusal is then the house's, not the player's: under a
 * savepoint (whose rollback frees the account locks the refused call took, so the top-up takes
 * them again in id order and cannot deadlock), the short shard is topped up and the legs go
 * once more. A refusal that remains, or one with the house funded, is the player's own.
 * Returns the balances of `balancesFor` after the legs, and the row of `then` (same round trip).
 */
export async function transferWithHouseFloat(
  tx: Tx,
  legs: readonly TransferInput[],
  houseHolds: readonly HouseHold[],
  log?: ExchangeCache['log'],
  balancesFor: readonly number[] = [],
  then?: ThenStatement,
): Promise<{ balances: Map<number, PlayerBalances>; then?: unknown }> {
  if (houseHolds.length === 0) return transferManyThenBalances(tx, legs, balancesFor, then);
  try {
    return await tx.transaction((savepoint) => transferManyThenBalances(savepoint, legs, balancesFor, then));
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_BALANCE') throw error;
    let moved = 0;
    for (const hold of houseHolds) {
      const amount = await topUpHouse(tx, hold, hold.amount);
      if (amount > 0) log?.warn({ houseUserId: hold.userId, amount }, 'house market maker float ran dry: topped up on demand');
      moved += amount;
    }
    if (moved === 0) throw error;
  }
  return transferManyThenBalances(tx, legs, balancesFor, then);
}
