import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0010_risk.sql.

export const riskSettings = pgTable('risk_settings', {
  id: integer('id').primaryKey().default(1),
  largeBetThreshold: bigint('large_bet_threshold', { mode: 'number' }).notNull().default(1_000_000),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});
