import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Queryable, Tx } from '@server/db/client';
import type { AccountId, HouseAccountKind, PlayerAccountKind, World } from './types';

// Accounts are created on first use. Two transactions creating the same account at once both
// end with the one row: ON CONFLICT DO NOTHING waits for the other insert, then the follow-up
// SELECT (a new statement, so a new snapshot under READ COMMITTED) sees it.

async function findOrCreateAccount(db: Queryable, owner: { userId: number } | { world: World }, kind: string): Promise<AccountId> {
  const find = () =>
    db.execute<{ id: number }>(
      'userId' in owner
        ? sql`SELECT id FROM accounts WHERE user_id = ${owner.userId} AND kind = ${kind}`
        : sql`SELECT id FROM accounts WHERE user_id IS NULL AND kind = ${kind} AND play_money = ${owner.world === 'play'}`,
    );
  const found = (await find()).rows[0];
  if (found) return Number(found.id);
  // A player's account is in its owner's world (the database checks it); the house has one per world.
  const inserted = await db.execute<{ id: number }>(
    'userId' in owner
      ? sql`INSERT INTO accounts (user_id, kind, play_money) SELECT id, ${kind}, is_demo FROM users WHERE id = ${owner.userId}
            ON CONFLICT DO NOTHING RETURNING id`
      : sql`INSERT INTO accounts (user_id, kind, play_money) VALUES (NULL, ${kind}, ${owner.world === 'play'}) ON CONFLICT DO NOTHING RETURNING id`,
  );
  const created = inserted.rows[0] ?? (await find()).rows[0];
  if (!created) throw new Error(`could not create account ${kind} for ${'userId' in owner ? owner.userId : `the ${owner.world} house`}`);
  return Number(created.id);
}

/** The id of a player's account of this kind (in the player's world), created with balance 0 on first use. */
export function playerAccount(db: Queryable, userId: number, kind: PlayerAccountKind): Promise<AccountId> {
  return findOrCreateAccount(db, { userId }, kind);
}

/** The id of the house account of this kind in a world, created on first use (house balances may go negative). */
export function houseAccount(db: Queryable, kind: HouseAccountKind, world: World): Promise<AccountId> {
  return findOrCreateAccount(db, { world }, kind);
}

/**
 * Locks accounts (SELECT ... FOR UPDATE, in id order) before a transfer, for a caller that must
 * check something else under the same lock first, e.g. a daily limit. Returns their balances.
 */
export async function lockAccounts(tx: Tx, ids: readonly AccountId[]): Promise<Map<AccountId, Paise>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return new Map();
  const locked = await tx.execute<{ id: number; balance: number }>(
    sql`SELECT id, balance FROM accounts WHERE id IN (${sql.join(
      sorted.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR UPDATE`,
  );
  return new Map(locked.rows.map((row) => [Number(row.id), Number(row.balance) as Paise]));
}
