import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0005_account_recovery.sql (the users columns it adds are in foundation.ts).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const passwordResetCodes = pgTable('password_reset_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  codeHash: text('code_hash'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  usedAt: at('used_at'),
  deliveryError: text('delivery_error'),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toNumber: text('to_number').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
