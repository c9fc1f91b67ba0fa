import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0020_casino.sql and 0021_house_games.sql (the SQL files are the source of truth).

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => time('created_at').notNull().defaultNow();

export const casinoProviders = pgTable('casino_providers', {
  id: id(),
  key: text('key').notNull(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['house', 'aggregator'] }).notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  apiUrl: text('api_url'),
  secret: text('secret'),
  image: text('image').notNull().default(''),
  inStrip: boolean('in_strip').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: time('updated_at').notNull().defaultNow(),
});

export const casinoGames = pgTable('casino_games', {
  id: id(),
  uid: text('uid').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  image: text('image').notNull(),
  providerId: ref('provider_id').notNull(),
  providerGameId: text('provider_game_id').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: time('updated_at').notNull().defaultNow(),
});

export const casinoCollectionItems = pgTable('casino_collection_items', {
  id: id(),
  collection: text('collection', { enum: ['home-tiles', 'exchange-games', 'popular', 'lobby'] }).notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  tag: text('tag').notNull().default(''),
  image: text('image').notNull(),
  gameUid: text('game_uid').notNull(),
});

export const casinoSessions = pgTable('casino_sessions', {
  id: id(),
  tokenHash: text('token_hash').notNull(),
  userId: ref('user_id').notNull(),
  providerId: ref('provider_id').notNull(),
  gameId: ref('game_id').notNull(),
  createdAt: createdAt(),
  expiresAt: time('expires_at').notNull(),
});

export const casinoWalletTransactions = pgTable('casino_wallet_transactions', {
  id: id(),
  providerId: ref('provider_id').notNull(),
  providerTxId: text('provider_tx_id').notNull(),
  kind: text('kind', { enum: ['debit', 'credit', 'rollback'] }).notNull(),
  userId: ref('user_id').notNull(),
  sessionId: ref('session_id'),
  gameId: ref('game_id'),
  roundId: text('round_id').notNull().default(''),
  amount: ref('amount').notNull(),
  targetTxId: text('target_tx_id'),
  status: text('status').notNull(),
  answer: jsonb('answer'),
  createdAt: createdAt(),
});
