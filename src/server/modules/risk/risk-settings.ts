import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Queryable, Tx } from '@server/db/client';

// The operator's risk settings: one row, made by the migration.

export async function getLargeBetThreshold(db: Queryable): Promise<Paise> {
  const found = await db.execute<{ large_bet_threshold: number }>(sql`SELECT large_bet_threshold FROM risk_settings WHERE id = 1`);
  return Number(found.rows[0]?.large_bet_threshold ?? 1_000_000) as Paise;
}

/** Sets the threshold and answers the one it replaced (for the audit row). */
export async function setLargeBetThreshold(tx: Tx, threshold: Paise, operatorId: number | null): Promise<Paise> {
  const previous = await tx.execute<{ large_bet_threshold: number }>(sql`SELECT large_bet_threshold FROM risk_settings WHERE id = 1 FOR UPDATE`);
  await tx.execute(sql`
    INSERT INTO risk_settings (id, large_bet_threshold, updated_at, updated_by) VALUES (1, ${threshold}, now(), ${operatorId})
    ON CONFLICT (id) DO UPDATE SET large_bet_threshold = EXCLUDED.large_bet_threshold, updated_at = now(), updated_by = EXCLUDED.updated_by`);
  return Number(previous.rows[0]?.large_bet_threshold ?? 1_000_000) as Paise;
}
