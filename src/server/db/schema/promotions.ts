import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PromotionTranslations } from '@shared/schemas/promotions';

// Mirrors migrations/0011_promotions_and_referrals.sql (referral_codes.owner_user_id is in foundation.ts).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
type WageringOn = 'exchange' | 'casino' | 'any';

export const promotions = pgTable('promotions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind', { enum: ['fixed', 'deposit_percent'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }),
  percent: integer('percent'),
  maxBonus: bigint('max_bonus', { mode: 'number' }),
  wageringMultiple: integer('wagering_multiple').notNull(),
  wageringOn: text('wagering_on').$type<WageringOn>().notNull(),
  bonusValidDays: integer('bonus_valid_days').notNull(),
  minPrice: integer('min_price').notNull().default(150),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  perPlayerLimit: integer('per_player_limit').notNull().default(1),
  totalLimit: integer('total_limit'),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: at('created_at').notNull().defaultNow(),
  /** The title's and description's versions in hi, bn and ta (0041_promotion_translations.sql). */
  translations: jsonb('translations').$type<PromotionTranslations>().notNull().default({}),
});

export const bonusGrants = pgTable('bonus_grants', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  source: text('source', { enum: ['promotion', 'operator', 'referral'] }).notNull(),
  promotionId: bigint('promotion_id', { mode: 'number' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  wageringMultiple: integer('wagering_multiple').notNull(),
  wageringOn: text('wagering_on').$type<WageringOn>().notNull(),
  wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull(),
  minPrice: integer('min_price').notNull().default(150),
  status: text('status', { enum: ['active', 'converted', 'expired'] })
    .notNull()
    .default('active'),
  reason: text('reason').notNull().default(''),
  grantedAt: at('granted_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  settledAt: at('settled_at'),
});

export const promotionRedemptions = pgTable('promotion_redemptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['awaiting_deposit', 'granted', 'forfeited'] }).notNull(),
  grantId: bigint('grant_id', { mode: 'number' }),
  depositId: bigint('deposit_id', { mode: 'number' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const referralSettings = pgTable('referral_settings', {
  id: integer('id').primaryKey(),
  isActive: boolean('is_active').notNull().default(true),
  bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull(),
  wageringMultiple: integer('wagering_multiple').notNull(),
  wageringOn: text('wagering_on').$type<WageringOn>().notNull(),
  bonusValidDays: integer('bonus_valid_days').notNull(),
  minPrice: integer('min_price').notNull().default(150),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const referralRewards = pgTable('referral_rewards', {
  friendId: bigint('friend_id', { mode: 'number' }).primaryKey(),
  referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
  depositId: bigint('deposit_id', { mode: 'number' }).notNull(),
  grantId: bigint('grant_id', { mode: 'number' }),
  refusedReason: text('refused_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
});
