import { z } from 'zod';
import { wageringWeightSchema } from './wagering-weight';
import { GAMES_PAGE_SIZE, gameTypes } from '../casino-games';
import { isRupeeAmount } from '../money';

// The casino's inputs and answers (spec §2-§3, §7). The API speaks rupees.

// The plain values live zod-free in ../casino-games (the home page loads them); re-exported here.
export { DEFAULT_GAME_TYPE, GAME_COMING_SOON, GAMES_PAGE_SIZE, gameTypeFilters, LAUNCH_FAILED, normaliseGameType, slugForTile } from '../casino-games';

/** A title's type (one of the site's list, which it words in each language). */
const gameTypeSchema = z.enum(gameTypes);

export const gamesQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  type: z.string().trim().max(40).optional(),
  provider: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(GAMES_PAGE_SIZE),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

export const gameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: gameTypeSchema,
  /** The launch slug. */
  uid: z.string(),
  image: z.string(),
  /** The provider's display name; provider_id for the lobby's providerId filter. */
  provider: z.string(),
  provider_id: z.number().int(),
});
export type Game = z.infer<typeof gameSchema>;

export const gamesPageSchema = z.object({
  games: z.array(gameSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const providerSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  kind: z.enum(['house', 'aggregator']),
  image: z.string(),
  /** True when a launch of its titles can succeed (enabled, and for an aggregator configured). */
  is_available: z.boolean(),
  game_count: z.number().int(),
});
export type Provider = z.infer<typeof providerSchema>;

/** An item of a screen's fixed list (home tiles, Exchange Games, Popular Games, lobby): launch with game_type. */
export const collectionItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The title's type shown on the tile, or none (''). */
  tag: z.enum(['', ...gameTypes]),
  image: z.string(),
  game_type: z.string(),
  /** The provider's name (the lobby filters by it); null for an item that names a menu, not a title. */
  provider: z.string().nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/**
 * Spec §3 and §7: `game_type` (the slug), `user_id` and `transfer_amount`. The token's
 * user plays, so user_id is ignored; the wallet is seamless, so transfer_amount is too.
 */
export const launchGameSchema = z.object({
  game_type: z.string().max(200).optional(),
  user_id: z.unknown().optional(),
  transfer_amount: z.unknown().optional(),
});
export type LaunchGameInput = z.infer<typeof launchGameSchema>;

export const launchResultSchema = z.object({ game_url: z.string(), session_expires_at: z.string() });

/** A stake or amount in rupees: positive, at most two decimals. */
export const rupeeAmountSchema = z
  .number({ error: 'Amount must be a number' })
  .positive('Amount must be more than 0')
  .refine(isRupeeAmount, 'Amount must have at most two decimals');

// ---- Operator ----------------------------------------------------------------------------

export const updateCasinoGameSchema = z
  .object({
    is_enabled: z.boolean().optional(),
    name: z.string().trim().min(1).max(80).optional(),
    sort_order: z.number().int().min(0).max(100_000).optional(),
    /** Percent of a settled stake that counts towards a bonus's wagering. */
    wagering_weight: wageringWeightSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateCasinoGameInput = z.infer<typeof updateCasinoGameSchema>;

export const updateCasinoProviderSchema = z
  .object({
    is_enabled: z.boolean().optional(),
    api_url: z
      .string()
      .trim()
      .url('API URL must be an http or https address')
      .refine((url) => /^https?:\/\//.test(url), 'API URL must be an http or https address')
      .nullable()
      .optional(),
    secret: z.string().min(16, 'Secret must be at least 16 characters').max(200).nullable().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateCasinoProviderInput = z.infer<typeof updateCasinoProviderSchema>;

export const adminCasinoGameSchema = gameSchema.extend({
  is_enabled: z.boolean(),
  provider_enabled: z.boolean(),
  sort_order: z.number().int(),
  wagering_weight: z.number().int(),
});
export const adminCasinoProviderSchema = providerSchema.extend({
  is_enabled: z.boolean(),
  api_url: z.string().nullable(),
  has_secret: z.boolean(),
});

// ---- Seamless wallet protocol (aggregator → Lotus) ----------------------------------------
// POST /api/casino/callback/{provider}/{balance|debit|credit|rollback}, JSON, signed with the
// provider's secret: header x-lotus-signature: sha256=<hex HMAC-SHA256 of the raw body>.
// Amounts and balances are rupees (at most two decimals). Every answer is HTTP 200 with a
// status, except a bad signature (401) and a malformed request (400).

export const walletStatuses = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'GAME_DISABLED',
  'TRANSACTION_NOT_FOUND',
  'ALREADY_ROLLED_BACK',
  'TRANSACTION_ROLLED_BACK',
  'TRANSACTION_MISMATCH',
  'NOT_REVERSIBLE',
  'ROUND_NOT_FOUND',
  'MAX_WIN_EXCEEDED',
  'INVALID_SIGNATURE',
  'UNKNOWN_PROVIDER',
  'BAD_REQUEST',
] as const;
export type WalletStatus = (typeof walletStatuses)[number];

const walletAmountSchema = z
  .number({ error: 'amount must be a number' })
  .min(0, 'amount must not be negative')
  .refine(isRupeeAmount, 'amount must have at most two decimals');
const walletTxIdSchema = z.string().trim().min(1, 'transaction_id is required').max(100);

export const walletBalanceRequestSchema = z.object({
  session_token: z.string().min(1, 'session_token is required').max(200),
  player_id: z.string().max(40).optional(),
});
export const walletDebitRequestSchema = walletBalanceRequestSchema.extend({
  transaction_id: walletTxIdSchema,
  round_id: z.string().max(100).default(''),
  game_id: z.string().max(100).optional(),
  amount: walletAmountSchema,
  currency: z.literal('INR', { error: 'currency must be INR' }).default('INR'),
});
/** `free_round: true`: a win the provider grants with no stake (free spins, a bonus round). */
export const walletCreditRequestSchema = walletDebitRequestSchema.extend({
  free_round: z.boolean({ error: 'free_round must be true or false' }).default(false),
});
export const walletRollbackRequestSchema = walletBalanceRequestSchema.extend({
  transaction_id: walletTxIdSchema,
  reference_transaction_id: walletTxIdSchema,
  round_id: z.string().max(100).default(''),
});
export type WalletDebitRequest = z.infer<typeof walletDebitRequestSchema>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequestSchema>;

export const walletAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(walletStatuses),
  /** The player's available balance after the operation (the first time it was done). */
  balance: z.number().optional(),
  currency: z.literal('INR'),
  /** Lotus's id of the operation. */
  transaction_id: z.string().optional(),
  message: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

// ---- House games (in-frame API, authenticated by the game session of the frame's URL) ------

export const HOUSE_MIN_STAKE = 1;
export const HOUSE_MAX_STAKE = 50_000;

export const houseStakeSchema = rupeeAmountSchema
  .refine((rupees) => rupees >= HOUSE_MIN_STAKE, `Minimum stake is ₹${HOUSE_MIN_STAKE}`)
  .refine((rupees) => rupees <= HOUSE_MAX_STAKE, `Maximum stake is ₹${HOUSE_MAX_STAKE.toLocaleString('en-IN')}`);

const twoDecimals = (what: string) => (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 || `${what} must have at most two decimals`;
const roundIdSchema = z.number({ error: 'round_id is required' }).int().positive();

export const diceRollSchema = z.object({
  stake: houseStakeSchema,
  target: z
    .number({ error: 'Target is required' })
    .min(0.01, 'Target must be from 0.01 to 99.99')
    .max(99.99, 'Target must be from 0.01 to 99.99')
    .refine((value) => twoDecimals('Target')(value) === true, 'Target must have at most two decimals'),
  direction: z.enum(['over', 'under'], { error: 'Direction must be over or under' }),
});
export type DiceRollInput = z.infer<typeof diceRollSchema>;

export const plinkoDropSchema = z.object({
  stake: houseStakeSchema,
  rows: z.number({ error: 'Rows must be 8 to 16' }).int('Rows must be 8 to 16').min(8, 'Rows must be 8 to 16').max(16, 'Rows must be 8 to 16'),
  risk: z.enum(['low', 'medium', 'high'], { error: 'Risk must be low, medium or high' }),
});
export type PlinkoDropInput = z.infer<typeof plinkoDropSchema>;

export const minesStartSchema = z.object({
  stake: houseStakeSchema,
  mines: z.number({ error: 'Mines must be 1 to 24' }).int('Mines must be 1 to 24').min(1, 'Mines must be 1 to 24').max(24, 'Mines must be 1 to 24'),
});
export const minesRevealSchema = z.object({
  round_id: roundIdSchema,
  cell: z.number({ error: 'Cell must be 0 to 24' }).int('Cell must be 0 to 24').min(0, 'Cell must be 0 to 24').max(24, 'Cell must be 0 to 24'),
});
export const roundActionSchema = z.object({ round_id: roundIdSchema });

export const hiloGuesses = ['higher-or-same', 'lower-or-same', 'higher', 'lower', 'same'] as const;
export const hiloStartSchema = z.object({ stake: houseStakeSchema });
export const hiloGuessSchema = z.object({ round_id: roundIdSchema, guess: z.enum(hiloGuesses, { error: 'Guess must be higher, lower or same' }) });

export const colorSelections = ['green', 'red', 'violet', 'big', 'small', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type ColorSelection = (typeof colorSelections)[number];
export const colorBetSchema = z.object({
  period: z.string({ error: 'Period is required' }).min(1).max(40),
  selection: z.enum(colorSelections, { error: 'Pick a colour, a number, big or small' }),
  stake: houseStakeSchema,
});

export const tableBetSchema = z.object({
  round_id: roundIdSchema,
  bet_type: z.string({ error: 'Pick a bet' }).min(1, 'Pick a bet').max(40, 'Unknown bet type'),
  stake: houseStakeSchema,
});
export type TableBetInput = z.infer<typeof tableBetSchema>;

export const CRASH_MAX_AUTO_CASHOUT = 1_000_000;
export const crashBetSchema = z.object({
  stake: houseStakeSchema,
  auto_cashout: z
    .number()
    .min(1.01, 'Auto cash-out must be at least 1.01')
    .max(CRASH_MAX_AUTO_CASHOUT, 'Auto cash-out is too high')
    .refine((value) => twoDecimals('Auto cash-out')(value) === true, 'Auto cash-out must have at most two decimals')
    .optional(),
});
export const crashCashoutSchema = z.object({ bet_id: z.number({ error: 'bet_id is required' }).int().positive() });

export const rotateSeedsSchema = z.object({
  client_seed: z
    .string()
    .trim()
    .min(1, 'Client seed is required')
    .max(64, 'Client seed must be at most 64 characters')
    .regex(/^[\x21-\x7e]+$/, 'Client seed may only contain visible characters without spaces')
    .optional(),
});

export const seedPairSchema = z.object({
  server_seed_hash: z.string(),
  /** Only once the pair is rotated. */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  /** The nonce the next bet will use (for a revealed pair: how many bets were made on it). */
  nonce: z.number().int(),
  revealed_at: z.string().nullable(),
});
export type SeedPair = z.infer<typeof seedPairSchema>;

export const houseRoundSchema = z.object({
  id: z.number().int(),
  game: z.enum(['mines', 'dice', 'plinko', 'hilo']),
  status: z.enum(['open', 'won', 'lost']),
  stake: z.number(),
  payout: z.number(),
  multiplier: z.number(),
  /** What the player chose: dice {target, direction}; plinko {rows, risk}; mines {mines}; hilo {}. */
  params: z.record(z.string(), z.unknown()),
  /** What happened so far: dice {roll}; plinko {path, bucket}; mines {revealed, mines (at the end)}; hilo {cards, guesses}. */
  result: z.record(z.string(), z.unknown()),
  /** Mines and Hi-Lo while open: what cashing out now pays per unit staked (0 before the first pick). */
  cashout_multiplier: z.number().optional(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  fairness: z.object({ server_seed_hash: z.string(), server_seed: z.string().nullable(), client_seed: z.string(), nonce: z.number().int() }),
});
export type HouseRound = z.infer<typeof houseRoundSchema>;

/** A player's bet on a shared round (crash or colour prediction), for the Fairness page. */
export const sharedBetSchema = z.object({
  game: z.enum(['crash', 'color-prediction']),
  bet_id: z.number().int(),
  /** The crash round's id, or the colour period. */
  round: z.string(),
  /** Crash: the cash-out (or auto cash-out) multiplier; colour: the selection. */
  choice: z.string().nullable(),
  stake: z.number(),
  payout: z.number(),
  status: z.string(),
  created_at: z.string(),
  /** Colour: sha256 of the period's server seed, shown while bets were open. Crash: null (the chain's next hash commits to it). */
  server_seed_hash: z.string().nullable(),
  /** Once the round is over: the crash game hash, or the colour period's server seed. */
  server_seed: z.string().nullable(),
  /** Once the round is over: the crash point, or the colour number. */
  outcome: z.number().nullable(),
});
export type SharedBet = z.infer<typeof sharedBetSchema>;

export const houseRoundAnswerSchema = z.object({ round: houseRoundSchema, balance: z.number() });
