import { bigint, bigserial, boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { GameType } from '@shared/casino-games';

// Mirrors migrations/0004_casino.sql (the SQL file is the source of truth).

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
  type: text('type').$type<GameType>().notNull(),
  image: text('image').notNull(),
  providerId: ref('provider_id').notNull(),
  providerGameId: text('provider_game_id').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  wageringWeight: integer('wagering_weight').notNull().default(100),
  createdAt: createdAt(),
  updatedAt: time('updated_at').notNull().defaultNow(),
});

export const casinoCollectionItems = pgTable('casino_collection_items', {
  id: id(),
  collection: text('collection', { enum: ['home-tiles', 'exchange-games', 'popular', 'lobby'] }).notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  tag: text('tag').$type<GameType | ''>().notNull().default(''),
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
  /** The sign-in session that launched it; null once that is purged. */
  signInId: ref('sign_in_id'),
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

// ---- House games ----------------------------------------------------------------------------

const multiplier = (name: string, scale: number) => numeric(name, { precision: 14, scale, mode: 'number' });

export const casinoSeedPairs = pgTable('casino_seed_pairs', {
  id: id(),
  userId: ref('user_id').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nextNonce: integer('next_nonce').notNull().default(0),
  createdAt: createdAt(),
  revealedAt: time('revealed_at'),
});

export const casinoRounds = pgTable('casino_rounds', {
  id: id(),
  userId: ref('user_id').notNull(),
  sessionId: ref('session_id').notNull(),
  game: text('game', { enum: ['mines', 'dice', 'plinko', 'hilo'] }).notNull(),
  seedPairId: ref('seed_pair_id').notNull(),
  nonce: integer('nonce').notNull(),
  stake: ref('stake').notNull(),
  payout: ref('payout').notNull().default(0),
  multiplier: multiplier('multiplier', 4).notNull().default(0),
  status: text('status', { enum: ['open', 'won', 'lost'] }).notNull(),
  params: jsonb('params').notNull(),
  state: jsonb('state').notNull().default({}),
  createdAt: createdAt(),
  settledAt: time('settled_at'),
});

export const casinoCrashChains = pgTable('casino_crash_chains', {
  id: id(),
  seed: text('seed').notNull(),
  length: integer('length').notNull(),
  terminatingHash: text('terminating_hash').notNull(),
  createdAt: createdAt(),
});

export const casinoCrashHashes = pgTable('casino_crash_hashes', {
  chainId: ref('chain_id').notNull(),
  position: integer('position').notNull(),
  hash: text('hash').notNull(),
});

export const casinoCrashRounds = pgTable('casino_crash_rounds', {
  id: id(),
  chainId: ref('chain_id').notNull(),
  position: integer('position').notNull(),
  hash: text('hash').notNull(),
  crashPoint: multiplier('crash_point', 2).notNull(),
  phase: text('phase', { enum: ['betting', 'flying', 'crashed', 'void'] }).notNull(),
  bettingEndsAt: time('betting_ends_at').notNull(),
  startedAt: time('started_at'),
  crashedAt: time('crashed_at'),
  createdAt: createdAt(),
});

export const casinoCrashBets = pgTable('casino_crash_bets', {
  id: id(),
  roundId: ref('round_id').notNull(),
  userId: ref('user_id').notNull(),
  sessionId: ref('session_id').notNull(),
  stake: ref('stake').notNull(),
  autoCashout: multiplier('auto_cashout', 2),
  cashoutMultiplier: multiplier('cashout_multiplier', 2),
  payout: ref('payout').notNull().default(0),
  status: text('status', { enum: ['active', 'cashed_out', 'lost', 'void'] }).notNull(),
  createdAt: createdAt(),
  settledAt: time('settled_at'),
});

export const casinoColorRounds = pgTable('casino_color_rounds', {
  id: id(),
  period: text('period').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  number: integer('number'),
  phase: text('phase', { enum: ['betting', 'settled', 'void'] }).notNull(),
  startsAt: time('starts_at').notNull(),
  closesAt: time('closes_at').notNull(),
  endsAt: time('ends_at').notNull(),
  settledAt: time('settled_at'),
});

export const casinoColorBets = pgTable('casino_color_bets', {
  id: id(),
  roundId: ref('round_id').notNull(),
  userId: ref('user_id').notNull(),
  sessionId: ref('session_id').notNull(),
  selection: text('selection').notNull(),
  stake: ref('stake').notNull(),
  payout: ref('payout').notNull().default(0),
  status: text('status', { enum: ['open', 'won', 'lost', 'void'] }).notNull(),
  createdAt: createdAt(),
  settledAt: time('settled_at'),
});
