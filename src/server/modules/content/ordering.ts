import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { badRequest, notFound } from '@server/errors';

type OrderedTable = 'banners' | 'notifications';

/** The sort_order a new row gets: after every existing one. */
export async function nextSortOrder(tx: Tx, table: OrderedTable): Promise<number> {
  const result = await tx.execute<{ next: number }>(sql`SELECT (coalesce(max(sort_order), -1) + 1)::int AS next FROM ${sql.identifier(table)}`);
  return Number(result.rows[0]?.next ?? 0);
}

/**
 * Puts the given ids first, in the given order; the rows not named keep their relative order
 * after them. Returns the ids in their new order.
 */
export async function reorderRows(tx: Tx, table: OrderedTable, ids: number[], label: string): Promise<number[]> {
  if (new Set(ids).size !== ids.length) throw badRequest('Each id may appear only once', { ids: 'Each id may appear only once' });
  const result = await tx.execute<{ id: number }>(sql`SELECT id FROM ${sql.identifier(table)} ORDER BY sort_order, id FOR UPDATE`);
  const existing = result.rows.map((row) => Number(row.id));
  const known = new Set(existing);
  if (ids.some((id) => !known.has(id))) throw notFound(`${label} not found`);
  const named = new Set(ids);
  const order = [...ids, ...existing.filter((id) => !named.has(id))];
  for (const [position, id] of order.entries()) {
    await tx.execute(sql`UPDATE ${sql.identifier(table)} SET sort_order = ${position}, updated_at = now() WHERE id = ${id} AND sort_order <> ${position}`);
  }
  return order;
}
