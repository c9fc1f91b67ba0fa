import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0003_exchange.sql (the SQL file is the source of truth). The matching
// service writes bets, matches, positions and exposures with its own SQL; these serve reads.

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sports = pgTable('sports', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const events = pgTable('events', {
  id: id(),
  sportKey: text('sport_key').notNull(),
  name: text('name').notNull(),
  competition: text('competition').notNull().default(''),
  team1: text('team1'),
  team2: text('team2'),
  startTime: at('start_time').notNull(),
  inPlay: boolean('in_play').notNull().default(false),
  hasGamepad: boolean('has_gamepad').notNull().default(false),
  status: text('status', { enum: ['active', 'closed'] })
    .notNull()
    .default('active'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const markets = pgTable('markets', {
  id: id(),
  eventId: ref('event_id').notNull(),
  name: text('name').notNull(),
  type: text('type', { enum: ['match_odds', 'bookmaker', 'fancy'] }).notNull(),
  status: text('status', { enum: ['OPEN', 'SUSPENDED', 'CLOSED'] })
    .notNull()
    .default('OPEN'),
  betDelay: integer('bet_delay').notNull().default(0),
  minStake: money('min_stake').notNull().default(10000),
  maxStake: money('max_stake').notNull(),
  commissionBps: integer('commission_bps').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull(),
  nextSeq: bigint('next_seq', { mode: 'number' }).notNull().default(1),
  settleRound: integer('settle_round').notNull().default(0),
  settledAt: at('settled_at'),
  result: jsonb('result'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const runners = pgTable('runners', {
  id: id(),
  marketId: ref('market_id').notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  fairPrice: integer('fair_price'),
  yesLine: integer('yes_line'),
  yesRate: integer('yes_rate'),
  noLine: integer('no_line'),
  noRate: integer('no_rate'),
  removedAt: at('removed_at'),
});

export const bets = pgTable('bets', {
  id: id(),
  marketId: ref('market_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  runnerId: ref('runner_id').notNull(),
  userId: ref('user_id').notNull(),
  side: text('side', { enum: ['back', 'lay'] }).notNull(),
  price: integer('price').notNull(),
  line: integer('line'),
  persistence: text('persistence', { enum: ['lapse', 'persist'] })
    .notNull()
    .default('lapse'),
  stake: money('stake').notNull(),
  matchedStake: money('matched_stake').notNull().default(0),
  matchedValue: money('matched_value').notNull().default(0),
  remainingStake: money('remaining_stake').notNull(),
  cancelledStake: money('cancelled_stake').notNull().default(0),
  lapsedStake: money('lapsed_stake').notNull().default(0),
  winPnl: money('win_pnl').notNull().default(0),
  losePnl: money('lose_pnl').notNull().default(0),
  status: text('status', { enum: ['open', 'matched', 'cancelled', 'lapsed', 'won', 'lost', 'void'] }).notNull(),
  profit: money('profit'),
  placedAt: at('placed_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
});

export const betMatches = pgTable('bet_matches', {
  id: id(),
  marketId: ref('market_id').notNull(),
  takerSeq: bigint('taker_seq', { mode: 'number' }).notNull(),
  makerSeq: bigint('maker_seq', { mode: 'number' }).notNull(),
  runnerId: ref('runner_id').notNull(),
  takerSide: text('taker_side', { enum: ['back', 'lay'] }).notNull(),
  price: integer('price').notNull(),
  stake: money('stake').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const marketPositions = pgTable(
  'market_positions',
  {
    marketId: ref('market_id').notNull(),
    userId: ref('user_id').notNull(),
    runnerId: ref('runner_id').notNull(),
    line: integer('line').notNull().default(0),
    winSum: money('win_sum').notNull().default(0),
    loseSum: money('lose_sum').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.userId, table.runnerId, table.line] })],
);

export const marketExposures = pgTable(
  'market_exposures',
  {
    marketId: ref('market_id').notNull(),
    userId: ref('user_id').notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.userId] })],
);

export const marketSettlements = pgTable(
  'market_settlements',
  {
    marketId: ref('market_id').notNull(),
    round: integer('round').notNull(),
    userId: ref('user_id').notNull(),
    netProfit: money('net_profit').notNull(),
    commission: money('commission').notNull().default(0),
    netRisk: money('net_risk').notNull().default(0),
    settledAt: at('settled_at').notNull().defaultNow(),
    reversedAt: at('reversed_at'),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.round, table.userId] })],
);

export const matkaMarkets = pgTable('matka_markets', {
  id: id(),
  name: text('name').notNull(),
  category: text('category', { enum: ['matka', 'delhi'] }).notNull(),
  openTime: text('open_time').notNull(),
  closeTime: text('close_time').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  wageringWeight: integer('wagering_weight').notNull().default(100),
});

export const matkaResults = pgTable(
  'matka_results',
  {
    marketId: ref('market_id').notNull(),
    resultDate: date('result_date', { mode: 'string' }).notNull(),
    openResult: text('open_result'),
    closeResult: text('close_result'),
    jodi: text('jodi'),
    declaredAt: at('declared_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.resultDate] })],
);

export const houseMakers = pgTable(
  'house_makers',
  {
    shard: integer('shard').notNull(),
    userId: ref('user_id').notNull(),
    /** One set of makers per world of money. */
    playMoney: boolean('play_money').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.playMoney, table.shard] })],
);
