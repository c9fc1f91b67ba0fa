import { z } from 'zod';
import { liveScoreSchema } from './live-score';
import { isRupeeAmount } from '../money';
import { isOnLadder } from '../odds-ladder';

// The exchange catalogue as the API answers it, and the operator's inputs.
// Prices are decimal odds (2.02), money is rupees, times are ISO strings.

export const marketTypes = ['match_odds', 'bookmaker', 'fancy'] as const;
export type MarketType = (typeof marketTypes)[number];
export const marketStatuses = ['OPEN', 'SUSPENDED', 'CLOSED'] as const;
export type MarketStatus = (typeof marketStatuses)[number];

/** No bet below ₹100 on any market. */
export const MIN_STAKE_RUPEES = 100;
/** The largest stake any market may allow (₹1 crore): anything above is malformed input. */
export const MAX_STAKE_RUPEES = 10_000_000;

export const sportSchema = z.object({
  key: z.string(),
  name: z.string(),
  event_count: z.number().int(),
  in_play_count: z.number().int(),
});
export type Sport = z.infer<typeof sportSchema>;

/** One price level: a real resting order (or several at one price), size in rupees. */
export const priceLevelSchema = z.object({
  price: z.number(),
  size: z.number(),
  /** Fancy only: the line (runs) this price is offered at. */
  line: z.number().int().optional(),
});
export type PriceLevel = z.infer<typeof priceLevelSchema>;

export const marketSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(marketTypes),
  status: z.enum(marketStatuses),
  /** Best price a side per runner, for list views (1 / X / 2); null where there is none ('-'). */
  runners: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      back: priceLevelSchema.nullable(),
      lay: priceLevelSchema.nullable(),
    }),
  ),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  sport_name: z.string(),
  name: z.string(),
  competition: z.string(),
  team1: z.string().nullable(),
  team2: z.string().nullable(),
  start_time: z.string(),
  /** In play now: started and not over. */
  in_play: z.boolean(),
  /** Over: every market settled (or the operator closed it); it has left the lists. */
  is_over: z.boolean(),
  has_gamepad: z.boolean(),
  markets: z.array(marketSummarySchema),
  /** The live score, on in-play events a feed scores. */
  score: liveScoreSchema.optional(),
});
export type ExchangeEvent = z.infer<typeof eventSchema>;

/**
 * Which book a read shows: `play` is the play-money book demo players trade on (their orders meet
 * only play money); real money by default.
 */
export const bookMoneySchema = z.enum(['real', 'play'], { error: 'money is real or play' }).default('real');
export const bookQuerySchema = z.object({ money: bookMoneySchema });

export const eventsQuerySchema = z.object({
  money: bookMoneySchema,
  sport: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{2,40}$/, 'Unknown sport')
    .optional(),
  in_play: z.enum(['true', 'false']).optional(),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const runnerBookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Prices a player can back at (resting lays), best (highest) first, at most three. */
  back: z.array(priceLevelSchema),
  /** Prices a player can lay at (resting backs), best (lowest) first, at most three. */
  lay: z.array(priceLevelSchema),
});
export type RunnerBook = z.infer<typeof runnerBookSchema>;

export const marketBookSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  sport: z.string(),
  in_play: z.boolean(),
  name: z.string(),
  type: z.enum(marketTypes),
  status: z.enum(marketStatuses),
  min_stake: z.number(),
  max_stake: z.number(),
  /** Seconds an order waits before it is matched while the event is in play. */
  bet_delay: z.number().int(),
  /** Percent of net market winnings. */
  commission_rate: z.number(),
  is_settled: z.boolean(),
  /** A settled market's result (null before): the winning runner, void, or the runs a fancy line made. */
  result: z
    .object({
      winner_runner_id: z.number().int().nullable(),
      winner: z.string().nullable(),
      void: z.boolean(),
      runs: z.number().int().nullable(),
    })
    .nullable(),
  runners: z.array(runnerBookSchema),
  /** The event's live score, so it travels on the market's live stream with the prices. */
  score: liveScoreSchema.optional(),
});
export type MarketBook = z.infer<typeof marketBookSchema>;
export type MarketResult = NonNullable<MarketBook['result']>;

/** The signed-in player's book in one market: profit or loss per outcome, from matched bets. */
export const marketPositionSchema = z.object({
  market_id: z.number().int(),
  exposure: z.number(),
  /** Match odds and bookmaker: if this runner wins. */
  runners: z.array(z.object({ runner_id: z.number().int(), profit: z.number() })),
  /** Fancy: results from `from` to `to` (null: and above) pay `profit`. */
  results: z.array(z.object({ from: z.number().int(), to: z.number().int().nullable(), profit: z.number() })),
});
export type MarketPosition = z.infer<typeof marketPositionSchema>;

// ---- Operator inputs -------------------------------------------------------------------------

const idSchema = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .positive(`${label} is invalid`);

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(isRupeeAmount, `${label} must be an amount in rupees`)
    .refine((value) => value >= MIN_STAKE_RUPEES, `${label} must be at least ₹${MIN_STAKE_RUPEES}`)
    .refine((value) => value <= MAX_STAKE_RUPEES, `${label} must be at most ₹${MAX_STAKE_RUPEES}`);

/** A decimal price on the Betfair ladder (odds-ladder.ts). */
export const ladderPriceSchema = z.number({ error: 'Price must be a number' }).refine(isOnLadder, 'Price must be on the odds ladder (1.01 to 1000)');

const textField = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

const fancyQuoteFields = {
  yes_line: z.number().int().min(0).max(100_000).nullable().optional(),
  yes_rate: z.number().int().min(1).max(900).nullable().optional(),
  no_line: z.number().int().min(0).max(100_000).nullable().optional(),
  no_rate: z.number().int().min(1).max(900).nullable().optional(),
};

/** Percent of net winnings, at most two decimals (5.25 = 525 basis points). */
const commissionRateSchema = z
  .number({ error: 'Commission rate must be a number' })
  .min(0, 'Commission rate must be between 0 and 100')
  .max(100, 'Commission rate must be between 0 and 100')
  .refine(isRupeeAmount, 'Commission rate has at most two decimals');

export const createEventSchema = z
  .object({
    sport: z
      .string({ error: 'Sport is required' })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{2,40}$/, 'Unknown sport'),
    name: textField('Name', 200).optional(),
    competition: z.string().trim().max(200).default(''),
    team1: textField('Team 1', 100).optional(),
    team2: textField('Team 2', 100).optional(),
    start_time: z.iso.datetime({ offset: true, error: 'Start time must be an ISO date and time' }),
    in_play: z.boolean().default(false),
    has_gamepad: z.boolean().default(false),
  })
  .refine((input) => input.name !== undefined || (input.team1 !== undefined && input.team2 !== undefined), {
    message: 'Give a name or both teams',
    path: ['name'],
  });
export type CreateEventInput = z.infer<typeof createEventSchema>;

export const updateEventSchema = z
  .object({
    name: textField('Name', 200).optional(),
    start_time: z.iso.datetime({ offset: true, error: 'Start time must be an ISO date and time' }).optional(),
    in_play: z.boolean().optional(),
    status: z.enum(['active', 'closed']).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateEventInput = z.infer<typeof updateEventSchema>;

export const createMarketSchema = z.object({
  name: textField('Name', 120),
  type: z.enum(marketTypes, { error: 'Type must be match_odds, bookmaker or fancy' }),
  min_stake: rupees('Minimum stake').default(MIN_STAKE_RUPEES),
  max_stake: rupees('Maximum stake'),
  bet_delay: z.number().int().min(0).max(30).default(0),
  commission_rate: commissionRateSchema.default(0),
  status: z.enum(marketStatuses).default('OPEN'),
  runners: z
    .array(z.object({ name: textField('Runner name', 100), fair_price: ladderPriceSchema.nullable().optional(), ...fancyQuoteFields }))
    .min(1, 'A market needs at least one runner')
    .max(40, 'Too many runners'),
});
export type CreateMarketInput = z.infer<typeof createMarketSchema>;

export const updateMarketSchema = z
  .object({
    name: textField('Name', 120).optional(),
    min_stake: rupees('Minimum stake').optional(),
    max_stake: rupees('Maximum stake').optional(),
    bet_delay: z.number().int().min(0).max(30).optional(),
    commission_rate: commissionRateSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateMarketInput = z.infer<typeof updateMarketSchema>;

export const setPricesSchema = z.object({
  runners: z
    .array(z.object({ runner_id: idSchema('Runner'), fair_price: ladderPriceSchema.nullable().optional(), ...fancyQuoteFields }))
    .min(1, 'Give at least one runner')
    .max(40),
});
export type SetPricesInput = z.infer<typeof setPricesSchema>;

export const setMarketStatusSchema = z.object({ status: z.enum(marketStatuses, { error: 'Status must be OPEN, SUSPENDED or CLOSED' }) });
export type SetMarketStatusInput = z.infer<typeof setMarketStatusSchema>;

/** Exactly one of: the winner (match odds, bookmaker), void, or the result in runs (fancy). */
export const settleMarketSchema = z
  .object({
    winner_runner_id: idSchema('Winner').optional(),
    void: z.literal(true).optional(),
    result: z.number().int('Result must be a whole number').min(0).max(100_000).optional(),
  })
  .refine((input) => [input.winner_runner_id, input.void, input.result].filter((value) => value !== undefined).length === 1, {
    message: 'Give exactly one of winner_runner_id, void or result',
  });
export type SettleMarketInput = z.infer<typeof settleMarketSchema>;

/**
 * Resettling (correcting a settled market's result): its own action, with the result, a reason and
 * an explicit confirmation; never the accident of an empty field.
 */
export const resettleMarketSchema = z
  .object({
    winner_runner_id: idSchema('Winner').optional(),
    void: z.literal(true).optional(),
    result: z.number().int('Result must be a whole number').min(0).max(100_000).optional(),
    reason: z.string({ error: 'A reason is required' }).trim().min(3, 'A reason is required').max(500, 'Reason must be at most 500 characters'),
    confirm: z.literal(true, { error: 'Confirm the correction' }),
  })
  .refine((input) => [input.winner_runner_id, input.void, input.result].filter((value) => value !== undefined).length === 1, {
    message: 'Give exactly one of winner_runner_id, void or result',
  });
export type ResettleMarketInput = z.infer<typeof resettleMarketSchema>;

export const settlementSchema = z.object({
  market_id: z.number().int(),
  round: z.number().int(),
  result: z.object({ winner_runner_id: z.number().int().optional(), void: z.boolean().optional(), result: z.number().int().optional() }),
  settled_at: z.string(),
  bets_settled: z.number().int(),
  players: z.number().int(),
  total_paid: z.number(),
  total_commission: z.number(),
  /** True when this market was already settled with this result: nothing moved this time. */
  already_settled: z.boolean(),
});
export type Settlement = z.infer<typeof settlementSchema>;

// ---- Operator views -------------------------------------------------------------------------

export const adminMarketsQuerySchema = z.object({
  event_id: z.coerce.number().int().positive().optional(),
  status: z.enum(marketStatuses).optional(),
  settled: z.enum(['true', 'false']).optional(),
});
export type AdminMarketsQuery = z.infer<typeof adminMarketsQuerySchema>;

export const adminMarketRowSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event: z.string(),
  sport: z.string(),
  name: z.string(),
  type: z.string(),
  status: z.enum(marketStatuses),
  is_settled: z.boolean(),
  result: z.unknown().nullable(),
  matched_volume: z.number(),
  unmatched_volume: z.number(),
  house_exposure: z.number(),
});

export const adminMarketSchema = z.object({
  market: marketBookSchema,
  result: z.unknown().nullable(),
  settle_round: z.number().int(),
  matched_volume: z.number(),
  unmatched_volume: z.number(),
  /** Real-money players; demo players (play money) are counted apart. */
  players: z.number().int(),
  demo_players: z.number().int(),
  house: z.object({
    exposure: z.number(),
    runners: z.array(z.object({ runner_id: z.number().int(), profit: z.number() })),
    results: z.array(z.object({ from: z.number().int(), to: z.number().int().nullable(), profit: z.number() })),
  }),
});

export const houseSummarySchema = z.object({
  /** How many house participants (shards) quote the markets. */
  makers: z.number().int(),
  available: z.number(),
  exposure: z.number(),
  markets_with_exposure: z.number().int(),
});

export type AdminMarketRow = z.infer<typeof adminMarketRowSchema>;
export type AdminMarket = z.infer<typeof adminMarketSchema>;
export type HouseSummary = z.infer<typeof houseSummarySchema>;
