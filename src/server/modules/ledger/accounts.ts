import { sql } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import type { Queryable, Tx } from '../../db/client';
import type { AccountId, HouseAccountKind, PlayerAccountKind } from './types';

// Accounts are created on first use. Two transactions creating the same account at once both
// end with the one row: ON CONFLICT DO NOTHING waits for the other insert, then the follow-up
// SELECT (a new statement, so a new snapshot under READ COMMITTED) sees it.

async function findOrCreateAccount(db: Queryable, userId: number | null, kind: string): Promise<AccountId> {
  const find = () =>
    db.execute<{ id: number }>(
      userId === null
        ? sql`SELECT id FROM accounts WHERE user_id IS NULL AND kind = ${kind}`
        : sql`SELECT id FROM accounts WHERE user_id = ${userId} AND kind = ${kind}`,
    );
  const found = (await find()).rows[0];
  if (found) return Number(found.id);
  const inserted = await db.execute<{ id: number }>(
    sql`INSERT INTO accounts (user_id, kind) VALUES (${userId}, ${kind}) ON CONFLICT (user_id, kind) DO NOTHING RETURNING id`,
  );
  const created = inserted.rows[0] ?? (await find()).rows[0];
  if (!created) throw new Error(`could not create account ${kind} for ${userId ?? 'house'}`);
  return Number(created.id);
}

/** The id of a player's account of this kind, created with balance 0 on first use. */
export function playerAccount(db: Queryable, userId: number, kind: PlayerAccountKind): Promise<AccountId> {
  return findOrCreateAccount(db, userId, kind);
}

/** The id of the house account of this kind, created on first use (house balances may go negative). */
export function houseAccount(db: Queryable, kind: HouseAccountKind): Promise<AccountId> {
  return findOrCreateAccount(db, null, kind);
}

/**
 * Locks accounts (SELECT ... FOR UPDATE, in id order) before a transfer, for a caller that must
 * check something else under the same lock first, e.g. a daily limit. Answers their balances.
 */
export async function lockAccounts(tx: Tx, ids: readonly AccountId[]): Promise<Map<AccountId, Paise>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return new Map();
  const locked = await tx.execute<{ id: number; balance: number }>(
    sql`SELECT id, balance FROM accounts WHERE id IN (${sql.join(sorted.map((id) => sql`${id}`), sql`, `)}) ORDER BY id FOR UPDATE`,
  );
  return new Map(locked.rows.map((row) => [Number(row.id), Number(row.balance) as Paise]));
}
