import { bigint, bigserial, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0007_responsible_gambling.sql (the SQL file is the source of truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    period: text('period', { enum: ['24h', '7d', '30d'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period] })],
);

export const realityChecks = pgTable('reality_checks', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  everyMinutes: integer('every_minutes').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const playBlocks = pgTable('play_blocks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  kind: text('kind', { enum: ['time_out', 'self_exclusion'] }).notNull(),
  startsAt: at('starts_at').notNull().defaultNow(),
  endsAt: at('ends_at').notNull(),
});
