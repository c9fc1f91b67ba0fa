import { sql } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import type { Db, Queryable } from '../../db/client';
import { getPlayerBalances, houseAccount, transfer } from '../ledger';
import { ensureBettingAccounts, type ExchangeCache } from './exchange-cache';

// The house market maker (DESIGN §6): an ordinary exchange participant — a user with player
// accounts, created by the exchange migration — funded from house cash through the ledger. Its
// resting orders are the liquidity every player sees; its exposure is held like anyone's.

export const HOUSE_USERNAME = 'lotus.house';
/** The house tops its market maker up to this whenever it falls below a tenth of it. */
export const HOUSE_FLOAT = 10_000_000_000 as Paise; // ₹10 crore

export async function houseUserId(db: Queryable, cache: ExchangeCache): Promise<number> {
  if (cache.houseUserId !== undefined) return cache.houseUserId;
  const result = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = ${HOUSE_USERNAME}`);
  const row = result.rows[0];
  if (!row) throw new Error('the house market maker account is missing (migration 0010)');
  cache.houseUserId = Number(row.id);
  return cache.houseUserId;
}

/**
 * Makes sure the market maker has its accounts and enough available money to quote; tops it up
 * from house cash when low. Runs in its own transaction, outside any order.
 */
export async function ensureHouseFunded(db: Db, cache: ExchangeCache): Promise<number> {
  const userId = await houseUserId(db, cache);
  const accounts = await ensureBettingAccounts(db, cache, userId);
  const balances = await getPlayerBalances(db, userId);
  if (balances.main >= HOUSE_FLOAT / 10) return userId;
  await db.transaction(async (tx) => {
    const cash = await houseAccount(tx, 'house_cash');
    await transfer(tx, {
      from: cash,
      to: accounts.main,
      amount: (HOUSE_FLOAT - balances.main) as Paise,
      kind: 'adjustment',
      reference: 'house-market-maker:float',
    });
  });
  return userId;
}
