import { bigint, bigserial, boolean, customType, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BannerTranslations } from '@shared/schemas/content';
import type { Translations } from '@shared/schemas/translations';

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
  /** A player's own Refer & Earn code (0011_promotions_and_referrals.sql); NULL for the operator's master codes. */
  ownerUserId: bigint('owner_user_id', { mode: 'number' }),
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
  /** When the player confirmed being 18 or older, and accepted the terms, at registration (0005_account_recovery.sql). */
  ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true, mode: 'date' }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
  /** Minutes without activity after which a sign-in ends; null: auto logout off (0016_idle_logout_and_site_settings.sql). */
  idleLogoutMinutes: integer('idle_logout_minutes').default(30),
});

export const sessions = pgTable('sessions', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  // Added by 0006_two_factor_and_devices.sql: the device behind the sign-in.
  userAgent: text('user_agent').notNull().default(''),
  ipAddress: text('ip_address').notNull().default(''),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The end the token was issued with; expires_at slides up to it while the sign-in is used (0016). */
  absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
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
  /** Written by the site over the image, with the title (0040_banner_words.sql); a button shows when both are set. */
  subtitle: text('subtitle').notNull().default(''),
  buttonLabel: text('button_label').notNull().default(''),
  linkUrl: text('link_url').notNull().default(''),
  /** Each text's versions in hi, bn and ta: {title: {hi: ...}, ...}. */
  translations: jsonb('translations').$type<BannerTranslations>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const notifications = pgTable('notifications', {
  id: id(),
  message: text('message').notNull(),
  /** The message in the player site's other languages (hi, bn, ta); English is `message`. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** everyone, visitors (not signed in) or players (signed in). */
  audience: text('audience', { enum: ['everyone', 'visitors', 'players'] })
    .notNull()
    .default('everyone'),
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

/** The operator's site settings, one row (0016_idle_logout_and_site_settings.sql). */
export const siteSettings = pgTable('site_settings', {
  id: boolean('id').primaryKey().default(true),
  whatsappUrl: text('whatsapp_url'),
  telegramUrl: text('telegram_url'),
  usdRatePaise: integer('usd_rate_paise'),
  eurRatePaise: integer('eur_rate_paise'),
  supportPhone: text('support_phone'),
  supportIsPlaceholder: boolean('support_is_placeholder').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
