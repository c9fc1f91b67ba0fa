import { z } from 'zod';
import { isRupeeAmount } from '../money';
import { betSides, betStatuses } from './bets';
import { marketStatuses, marketTypes } from './exchange';

// The operator's risk desk: where the house stands in every open market, the bets as they come
// in, and the stake above which a bet is highlighted. Rupees and decimal odds.

// ---- Exposure board ------------------------------------------------------------------------

/** The house's profit if this runner wins (match odds, bookmaker). */
export const runnerOutcomeSchema = z.object({ runner_id: z.number().int(), name: z.string(), profit: z.number() });
/** The house's profit when the fancy market's result falls in [from, to] (to null: and above). */
export const bandOutcomeSchema = z.object({ from: z.number().int(), to: z.number().int().nullable(), profit: z.number() });

export const exposedPlayerSchema = z.object({ user_id: z.number().int(), username: z.string(), exposure: z.number() });
export type ExposedPlayer = z.infer<typeof exposedPlayerSchema>;

export const exposureMarketSchema = z.object({
  market_id: z.number().int(),
  event_id: z.number().int(),
  event: z.string(),
  sport: z.string(),
  in_play: z.boolean(),
  start_time: z.string(),
  name: z.string(),
  type: z.enum(marketTypes),
  status: z.enum(marketStatuses),
  /** The house's matched profit per outcome: runners (match odds, bookmaker) or result bands (fancy). */
  outcomes: z.array(runnerOutcomeSchema),
  bands: z.array(bandOutcomeSchema),
  /** The house's matched result in its worst outcome (negative: a loss); 0 when it cannot lose. */
  worst_case: z.number(),
  best_case: z.number(),
  /** What the ledger holds against the house here: the worst case including its resting offers. */
  house_held: z.number(),
  matched_volume: z.number(),
  /** Players' resting (unmatched) stakes; the house's own offers are apart. */
  unmatched_volume: z.number(),
  house_offers: z.number(),
  players: z.number().int(),
  top_players: z.array(exposedPlayerSchema),
});
export type ExposureMarket = z.infer<typeof exposureMarketSchema>;

export const exposureBoardSchema = z.object({
  /** Bookmaker and fancy (the house is the only counterparty) first, then match odds. */
  markets: z.array(exposureMarketSchema),
  totals: z.object({ markets: z.number().int(), worst_case: z.number(), house_held: z.number(), matched_volume: z.number(), unmatched_volume: z.number() }),
  /** Players with the most held across open markets. */
  top_players: z.array(exposedPlayerSchema.extend({ markets: z.number().int() })),
  /** Bank accounts (number and IFSC) more than one player registered, newest first: withdrawals to them are held for review. */
  shared_bank_accounts: z.array(
    z.object({ account_number: z.string(), ifsc_code: z.string(), players: z.array(z.object({ user_id: z.number().int(), username: z.string() })) }),
  ),
  generated_at: z.string(),
});
export type ExposureBoard = z.infer<typeof exposureBoardSchema>;

export const setEventStatusSchema = z.object({
  status: z.enum(['OPEN', 'SUSPENDED'], { error: 'Status must be OPEN or SUSPENDED' }),
});
export type SetEventStatusInput = z.infer<typeof setEventStatusSchema>;

export const eventStatusResultSchema = z.object({
  event_id: z.number().int(),
  status: z.enum(['OPEN', 'SUSPENDED']),
  /** The markets whose status changed (settled and closed markets are left alone). */
  market_ids: z.array(z.number().int()),
});

// ---- Bet ticker ----------------------------------------------------------------------------

export const adminBetsQuerySchema = z.object({
  market_id: z.coerce.number({ error: 'market_id must be a number' }).int().positive('market_id must be positive').optional(),
  min_stake: z.coerce
    .number({ error: 'min_stake must be a number' })
    .min(0, 'min_stake must not be negative')
    .refine(isRupeeAmount, 'min_stake must be an amount in rupees')
    .optional(),
  /** Only bets newer than this id (the live ticker asks for what came since its last look). */
  after_id: z.coerce.number({ error: 'after_id must be a number' }).int().min(0).optional(),
  money: z.enum(['real', 'play'], { error: 'money is real or play' }).default('real'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').max(10_000).default(1),
  page_size: z.coerce.number({ error: 'page_size must be a number' }).int().min(1).max(200, 'page_size must be at most 200').default(50),
});
export type AdminBetsQuery = z.infer<typeof adminBetsQuerySchema>;

export const adminBetSchema = z.object({
  id: z.number().int(),
  placed_at: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  event_id: z.number().int(),
  event: z.string(),
  market_id: z.number().int(),
  market: z.string(),
  market_type: z.enum(marketTypes),
  runner_id: z.number().int(),
  runner: z.string(),
  side: z.enum(betSides),
  price: z.number(),
  line: z.number().int().nullable(),
  stake: z.number(),
  matched_stake: z.number(),
  status: z.enum(betStatuses),
  /** Stake at or above the operator's threshold. */
  is_large: z.boolean(),
});
export type AdminBet = z.infer<typeof adminBetSchema>;

export const adminBetsSchema = z.object({
  bets: z.array(adminBetSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  large_bet_threshold: z.number(),
});
export type AdminBets = z.infer<typeof adminBetsSchema>;

// ---- Settings ------------------------------------------------------------------------------

export const riskSettingsSchema = z.object({ large_bet_threshold: z.number() });
export type RiskSettings = z.infer<typeof riskSettingsSchema>;

export const updateRiskSettingsSchema = z.object({
  large_bet_threshold: z
    .number({ error: 'Threshold must be a number' })
    .refine(isRupeeAmount, 'Threshold must be an amount in rupees')
    .refine((value) => value >= 1, 'Threshold must be at least ₹1'),
});
export type UpdateRiskSettingsInput = z.infer<typeof updateRiskSettingsSchema>;
