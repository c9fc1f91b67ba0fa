import { z } from 'zod';
import { isRupeeAmount } from '../money';
import { userStatuses } from './user';

// The operator's players screen and player page: the list's query, a player's figures, the
// actions (balance adjustment, notes, sign-outs) and the sections of the player page. Rupees.

/** A status of the account, or a time-out or self-exclusion running now (the player chose it). */
export const playerListStatuses = ['active', 'suspended', 'closed', 'self_excluded', 'timed_out'] as const;
export const playerSorts = ['newest', 'oldest', 'last_sign_in', 'balance', 'username'] as const;
export type PlayerSort = (typeof playerSorts)[number];

const pageSchema = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000)
  .default(1);
const pageSizeSchema = z.coerce.number({ error: 'page_size must be a number' }).int().min(1).max(100, 'page_size must be at most 100').default(25);

export const pageQuerySchema = z.object({ page: pageSchema, page_size: pageSizeSchema });
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const playerListQuerySchema = z.object({
  /** A phone number in any spelling, part of a username or display name, or an id. */
  search: z.string().trim().max(50, 'Search must be at most 50 characters').optional(),
  status: z.enum(playerListStatuses, { error: 'Status must be active, suspended, closed, self_excluded or timed_out' }).optional(),
  /** `true`: demo players only; `false`: real players only. */
  demo: z.enum(['true', 'false'], { error: 'demo must be true or false' }).optional(),
  sort: z.enum(playerSorts, { error: 'Sort must be newest, oldest, last_sign_in, balance or username' }).default('newest'),
  page: pageSchema,
  page_size: pageSizeSchema,
});
export type PlayerListQuery = z.infer<typeof playerListQuerySchema>;

export const playerBalancesSchema = z.object({
  /** Available to bet or withdraw. */
  available: z.number(),
  exposure: z.number(),
  /** Available plus exposure, as the player sees "balance". */
  balance: z.number(),
  bonus: z.number(),
  withdrawal_hold: z.number(),
});

export const playerBlockSchema = z.object({ kind: z.string(), ends_at: z.string() }).nullable();

export const playerRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  phone_number: z.string(),
  status: z.enum(userStatuses),
  is_demo: z.boolean(),
  /** A time-out or self-exclusion running now. */
  block: playerBlockSchema,
  registered_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  balances: playerBalancesSchema,
});
export type PlayerRow = z.infer<typeof playerRowSchema>;

export const playerListSchema = z.object({ players: z.array(playerRowSchema), page: z.number().int(), page_size: z.number().int(), total: z.number().int() });
export type PlayerList = z.infer<typeof playerListSchema>;

export const playerDetailSchema = z.object({
  player: playerRowSchema.extend({ email: z.string().nullable() }),
  limits: z.object({ daily_deposit_limit: z.number(), daily_withdrawal_limit: z.number() }),
  /** The code the player registered with, their own Refer & Earn code, and how many friends registered with it. */
  referral: z.object({ code_used: z.string().nullable(), own_code: z.string().nullable(), players_referred: z.number().int() }),
  /** Two-factor sign-in, and bank accounts another player has registered too (account number and IFSC). */
  security: z.object({
    two_factor_on: z.boolean(),
    shared_bank_accounts: z.array(z.object({ account_number: z.string(), ifsc_code: z.string(), other_player_ids: z.array(z.number().int()) })),
    /** Rupees still owed from self-referral rewards clawed back after they converted (the main balance did not cover them). */
    clawback_owed: z.number(),
  }),
  counts: z.object({
    open_bets: z.number().int(),
    bets: z.number().int(),
    casino_rounds: z.number().int(),
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    active_sessions: z.number().int(),
    notes: z.number().int(),
  }),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const playerBetSchema = z.object({
  id: z.number().int(),
  placed_at: z.string(),
  event: z.string(),
  market: z.string(),
  selection: z.string(),
  side: z.enum(['back', 'lay']),
  price: z.number(),
  stake: z.number(),
  matched_stake: z.number(),
  unmatched_stake: z.number(),
  status: z.string(),
  profit: z.number().nullable(),
});
export const playerRoundSchema = z.object({ round: z.string(), game: z.string(), started_at: z.string(), stake: z.number(), win: z.number() });
export const playerPaymentSchema = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdrawal']),
  amount: z.number(),
  status: z.string(),
  reference: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
});
export const playerBankAccountSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_holder_name: z.string(),
  account_number: z.string(),
  ifsc_code: z.string(),
  is_active: z.boolean(),
  deleted: z.boolean(),
  created_at: z.string(),
});
export const playerSessionSchema = z.object({
  id: z.number().int(),
  user_agent: z.string(),
  ip_address: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  active: z.boolean(),
});
/** A friend who registered with the player's own code, and what became of the referrer's reward. */
export const referredPlayerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  registered_at: z.string(),
  reward: z.enum(['paid', 'refused', 'waiting']),
  refused_reason: z.string().nullable(),
});
export const playerNoteSchema = z.object({ id: z.number().int(), body: z.string(), author: z.string(), created_at: z.string() });
export const playerAuditSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
});

export type PlayerBet = z.infer<typeof playerBetSchema>;
export type PlayerRound = z.infer<typeof playerRoundSchema>;
export type PlayerPayment = z.infer<typeof playerPaymentSchema>;
export type PlayerBankAccount = z.infer<typeof playerBankAccountSchema>;
export type PlayerSession = z.infer<typeof playerSessionSchema>;
export type PlayerNote = z.infer<typeof playerNoteSchema>;
export type ReferredPlayer = z.infer<typeof referredPlayerSchema>;
export type PlayerAuditEntry = z.infer<typeof playerAuditSchema>;

/** A page of one section of the player page. */
export const pagedSchema = <T extends z.ZodType>(rows: T) =>
  z.object({ rows: z.array(rows), page: z.number().int(), page_size: z.number().int(), total: z.number().int() });
export type Paged<T> = { rows: T[]; page: number; page_size: number; total: number };

/** The largest single adjustment, in rupees: anything above is a slip of the keyboard. */
export const ADJUSTMENT_MAX = 1_000_000;

export const playerMessages = {
  adjustmentAmount: 'Amount must be a rupee amount other than zero, at most ₹10,00,000 either way',
  reason: 'Please enter a reason',
  note: 'Please write a note (at most 2000 characters)',
  belowZero: (available: string) => `This would take the player's balance below zero: only ${available} is available to take away`,
} as const;

const reasonSchema = z.string({ error: playerMessages.reason }).trim().min(1, playerMessages.reason).max(500, 'Reason must be at most 500 characters');

export const adjustmentSchema = z.object({
  /** Signed rupees: positive credits the player, negative debits them. */
  amount: z
    .number({ error: playerMessages.adjustmentAmount })
    .refine((value) => value !== 0 && Math.abs(value) <= ADJUSTMENT_MAX && isRupeeAmount(value), playerMessages.adjustmentAmount),
  reason: reasonSchema,
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

export const adjustmentResultSchema = z.object({ transfer_id: z.number().int(), amount: z.number(), balances: playerBalancesSchema });

export const noteInputSchema = z.object({ body: z.string({ error: playerMessages.note }).trim().min(1, playerMessages.note).max(2000, playerMessages.note) });
export type NoteInput = z.infer<typeof noteInputSchema>;

/** Sign the player out of one sign-in (`session_id`) or all of them. */
export const signOutSchema = z.object({ session_id: z.number().int().positive().optional(), reason: reasonSchema });
export type SignOutInput = z.infer<typeof signOutSchema>;

/** The operator resets the player's password (a new one is texted to the player), with a reason. */
export const resetPlayerPasswordSchema = z.object({ reason: reasonSchema });
export type ResetPlayerPasswordInput = z.infer<typeof resetPlayerPasswordSchema>;
export const playerPasswordResetSchema = z.object({ sessions_ended: z.number().int() });

/** Suspend, close or reactivate, always with a reason. */
export const playerStatusSchema = z.object({
  status: z.enum(userStatuses, { error: 'Status must be active, suspended or closed' }),
  reason: reasonSchema,
});
export type PlayerStatusInput = z.infer<typeof playerStatusSchema>;
