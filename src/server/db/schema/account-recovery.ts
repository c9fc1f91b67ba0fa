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

export const smsQueue = pgTable('sms_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toNumber: text('to_number').notNull(),
  body: text('body').notNull(),
  purpose: text('purpose', { enum: ['reset_code', 'security'] }).notNull(),
  resetCodeId: bigint('reset_code_id', { mode: 'number' }),
  attempts: integer('attempts').notNull().default(0),
  claimedAt: at('claimed_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
  failedReason: text('failed_reason'),
});
