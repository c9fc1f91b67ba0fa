import { z } from 'zod';
import { isRupeeAmount } from '../money';
import { acceptOddsChanges, type AcceptOddsChanges } from '../settings-defaults';
import { ladderPriceSchema, MAX_STAKE_RUPEES, MIN_STAKE_RUPEES } from './exchange';

// Placing and cancelling bets, and the player's bet lists. Rupees and decimal odds.

export const betSides = ['back', 'lay'] as const;
// What an in-play bet takes when the price moved during the bet delay (the player's setting).
export { acceptOddsChanges, type AcceptOddsChanges };
export type BetSide = (typeof betSides)[number];

/** Every status a bet shows. */
/** `awaiting_result`: a Matka bet placed and waiting for its draw (nothing to match). */
export const betStatuses = ['unmatched', 'partially_matched', 'matched', 'won', 'lost', 'void', 'cancelled', 'lapsed', 'awaiting_result'] as const;
export type BetStatus = (typeof betStatuses)[number];

export const stakeSchema = z
  .number({ error: 'Stake must be a number' })
  .refine(isRupeeAmount, 'Stake must be an amount in rupees')
  .refine((stake) => stake >= MIN_STAKE_RUPEES, `Minimum stake is ₹${MIN_STAKE_RUPEES}`)
  .refine((stake) => stake <= MAX_STAKE_RUPEES, 'Stake is above the maximum for this market');

export const placeBetSchema = z.object({
  market_id: z.number({ error: 'Market is required' }).int('Market is invalid').positive('Market is invalid'),
  runner_id: z.number({ error: 'Selection is required' }).int('Selection is invalid').positive('Selection is invalid'),
  side: z.enum(betSides, { error: 'Side must be back or lay' }),
  price: ladderPriceSchema,
  stake: stakeSchema,
  /** What happens to the unmatched part when the event goes in play: lapse (default) or persist. */
  persistence: z.enum(['lapse', 'persist']).default('lapse'),
  /** Fancy: the line the player saw; refused when the line has moved. */
  line: z.number().int().min(0).max(100_000).optional(),
  /**
   * In play, after the bet delay, when the best price differs from `price`: never (refused, the
   * new price named), better (a better price is taken, a worse one refused), any (the new price
   * is taken). Absent: the order goes at its limit as it is.
   */
  accept_odds: z.enum(acceptOddsChanges, { error: 'Accept odds changes must be never, better or any' }).optional(),
  /** Optional cross-checks from the page the bet was placed on: refused when they disagree. */
  event_id: z.number().int().positive().optional(),
  sport: z.string().trim().toLowerCase().max(40).optional(),
});
export type PlaceBetInput = z.infer<typeof placeBetSchema>;

export const balanceSchema = z.object({
  main_balance: z.number(),
  bonus_balance: z.number(),
  net_exposure: z.number(),
  total_balance: z.number(),
  available_credit: z.number(),
});
export type BetBalance = z.infer<typeof balanceSchema>;

export const placedBetSchema = z.object({
  id: z.number().int(),
  market_id: z.number().int(),
  runner_id: z.number().int(),
  side: z.enum(betSides),
  price: z.number(),
  stake: z.number(),
  status: z.enum(betStatuses),
  matched_stake: z.number(),
  unmatched_stake: z.number(),
  /** Stake cancelled because it would have matched the player's own bet. */
  cancelled_stake: z.number(),
  /** Average matched price; null while nothing is matched. */
  avg_price: z.number().nullable(),
  line: z.number().int().nullable(),
});
export type PlacedBet = z.infer<typeof placedBetSchema>;

export const placeBetResultSchema = z.object({ bet: placedBetSchema, balance: balanceSchema });
export type PlaceBetResult = z.infer<typeof placeBetResultSchema>;

/** Bet History's tabs: exchange bets (sports), casino play (house and aggregator rounds) and Matka bets. */
export const betKinds = ['sports', 'casino', 'matka'] as const;

/**
 * A casino or Matka row's bet in parts, for the site to word in the player's language (its
 * `selection` and `market` are the same in English): `dice` {direction, target}, `plinko`
 * {rows, risk}, `mines` {mines}, `hilo`, `crash` {auto_cashout?}, `round` {round}, `matka`
 * {bet_type, number, draw_date, session}. Null on exchange bets and other casino rows.
 */
export const betDetailSchema = z.object({ key: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable();
export type BetDetail = z.infer<typeof betDetailSchema>;
export type BetKind = (typeof betKinds)[number];

export const betSchema = z.object({
  /** Casino rows use the id of their round (or bet) in the casino; `ref` is unique across both. */
  id: z.number().int(),
  kind: z.enum(betKinds),
  /** The bet's reference: `bet:{id}` on the exchange, the round's wallet reference in the casino (`dice:12`). */
  ref: z.string(),
  market_id: z.number().int(),
  event_id: z.number().int(),
  sport: z.string(),
  event: z.string(),
  market: z.string(),
  market_type: z.string(),
  runner_id: z.number().int(),
  selection: z.string(),
  side: z.enum(betSides),
  price: z.number(),
  line: z.number().int().nullable(),
  stake: z.number(),
  matched_stake: z.number(),
  unmatched_stake: z.number(),
  avg_price: z.number().nullable(),
  status: z.enum(betStatuses),
  /** Settled bets: what the bet won (positive) or lost (negative), before commission; else null. */
  profit: z.number().nullable(),
  /** The bet's share of the market's commission (charged on net market winnings); 0 when none. */
  commission: z.number(),
  placed_at: z.string(),
  settled_at: z.string().nullable(),
  detail: betDetailSchema,
});
export type Bet = z.infer<typeof betSchema>;

const isoDateOrTime = z
  .string()
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)), 'Use an ISO date (YYYY-MM-DD)');

/** Status filter of Bet History: a bet status, or pending (not yet settled) / settled. */
export const historyStatusFilters = ['all', 'pending', 'settled', ...betStatuses] as const;

const dateRange = {
  /** Inclusive; a plain date means from its start (India time). */
  from: isoDateOrTime.optional(),
  /** Inclusive; a plain date means to its end (India time). */
  to: isoDateOrTime.optional(),
};

export const openBetsQuerySchema = z.object({ ...dateRange, market_id: z.coerce.number().int().positive().optional() });
export type OpenBetsQuery = z.infer<typeof openBetsQuerySchema>;

export const betHistoryQuerySchema = z.object({
  ...dateRange,
  status: z.enum(historyStatusFilters, { error: 'Unknown status filter' }).default('all'),
  /** The tab: every bet, exchange bets only (sports), or casino rounds only. */
  kind: z.enum(['all', ...betKinds], { error: 'Unknown bet type' }).default('all'),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  sport: z.string().trim().toLowerCase().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type BetHistoryQuery = z.infer<typeof betHistoryQuerySchema>;

/** Bet History's five cards, over every bet the filters select (not just this page). */
export const betSummarySchema = z.object({
  total_bets: z.number().int(),
  bets_won: z.number().int(),
  bets_lost: z.number().int(),
  /** Percent of settled (won or lost) bets that won, one decimal. */
  win_rate: z.number(),
  total_staked: z.number(),
  /** Settled profit less the commission charged on it: what the bets moved the balance by. */
  net_profit: z.number(),
});
export type BetSummary = z.infer<typeof betSummarySchema>;

export const betHistorySchema = z.object({
  bets: z.array(betSchema),
  summary: betSummarySchema,
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

export const pnlQuerySchema = z.object({ ...dateRange, sport: z.string().trim().toLowerCase().max(40).optional() });
export type PnlQuery = z.infer<typeof pnlQuerySchema>;

const pnlFigures = {
  /** Net of the bets before commission. */
  profit: z.number(),
  commission: z.number(),
  /** profit − commission: what the player's balance moved by. */
  net: z.number(),
};

export const pnlSchema = z.object({
  markets: z.array(
    z.object({
      sport: z.string(),
      sport_name: z.string(),
      event_id: z.number().int(),
      event: z.string(),
      market_id: z.number().int(),
      market: z.string(),
      settled_at: z.string(),
      bets: z.number().int(),
      stake: z.number(),
      ...pnlFigures,
    }),
  ),
  sports: z.array(z.object({ sport: z.string(), sport_name: z.string(), markets: z.number().int(), ...pnlFigures })),
  total: z.object(pnlFigures),
});
export type Pnl = z.infer<typeof pnlSchema>;
