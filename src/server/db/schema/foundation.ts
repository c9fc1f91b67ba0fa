import { bigint, bigserial, boolean, customType, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_foundation.sql (the SQL file is the source of truth for the database).

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const referralCodes = pgTable('referral_codes', {
  id: id(),
  code: text('code').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  uses: integer('uses').notNull().default(0),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull(),
  displayName: text('display_name').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  /** The number this player holds alone (unique index users_phone_key): NULL for demo players, the operator and later duplicates. */
  phoneKey: text('phone_key'),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['active', 'suspended', 'closed'] })
    .notNull()
    .default('active'),
  role: text('role', { enum: ['player', 'admin'] })
    .notNull()
    .default('player'),
  isDemo: boolean('is_demo').notNull().default(false),
  referralCodeId: bigint('referral_code_id', { mode: 'number' }),
  createdAt: createdAt(),
});

export const sessions = pgTable('sessions', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export const userSettings = pgTable('user_settings', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const media = pgTable('media', {
  id: uuid('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  uploadedBy: bigint('uploaded_by', { mode: 'number' }),
  createdAt: createdAt(),
});

export const banners = pgTable('banners', {
  id: id(),
  imageUrl: text('image_url').notNull(),
  altText: text('alt_text').notNull().default(''),
  title: text('title').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const notifications = pgTable('notifications', {
  id: id(),
  message: text('message').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: id(),
  actorId: bigint('actor_id', { mode: 'number' }),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  details: jsonb('details').notNull().default({}),
  ip: text('ip'),
  createdAt: createdAt(),
});

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
