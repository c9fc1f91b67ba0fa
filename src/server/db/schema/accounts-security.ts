import { bigint, bigserial, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0006_two_factor_and_devices.sql (the SQL file is the source of truth); the
// columns it adds to sessions are in foundation.ts.

const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  secret: text('secret').notNull(),
  enabledAt: timestampTz('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

export const twoFactorRecoveryCodes = pgTable('two_factor_recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: timestampTz('used_at'),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

export const knownDevices = pgTable(
  'known_devices',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    deviceKey: text('device_key').notNull(),
    firstSeenAt: timestampTz('first_seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceKey] })],
);

export const playerNotifications = pgTable('player_notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  readAt: timestampTz('read_at'),
});
