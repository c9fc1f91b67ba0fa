import { z } from 'zod';
import { wageringWeightSchema } from './wagering-weight';

// Matka and Delhi markets (spec §2, §3): daily open and close times in India, status, the
// countdown to close, and results (Open, Close, Jodi; 'NYD' when not yet declared).

export const NOT_YET_DECLARED = 'NYD';
export const matkaCategories = ['matka', 'delhi'] as const;
export type MatkaCategory = (typeof matkaCategories)[number];

export const matkaMarketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(matkaCategories),
  /** Daily times in India, 'HH:MM'. */
  open_time: z.string(),
  close_time: z.string(),
  /** Today's (or the current session's) open and close as the card shows them: 'dd/mm HH:MM'. */
  open: z.string(),
  close: z.string(),
  status: z.enum(['Open', 'Close']),
  /** The next close from now (ISO): the card counts down to it. */
  closes_at: z.string(),
});
export type MatkaMarket = z.infer<typeof matkaMarketSchema>;

const resultRowSchema = z.object({ open: z.string(), close: z.string(), jodi: z.string() });

export const matkaResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(matkaCategories),
  today: resultRowSchema,
  yesterday: resultRowSchema,
});
export type MatkaResult = z.infer<typeof matkaResultSchema>;

/** A panna (three digits) and its digit (the last digit of their sum), e.g. 123-6. */
export const pannaSchema = z
  .string()
  .trim()
  .regex(/^\d{3}-\d$/, 'Give a panna and its digit, like 123-6')
  .refine((value) => {
    const [panna = '', digit = ''] = value.split('-');
    return [...panna].reduce((sum, char) => sum + Number(char), 0) % 10 === Number(digit);
  }, 'The digit must be the last digit of the panna’s sum');

const resultParts = {
  /** The draw day the result belongs to (India): always named, so no declaration reaches another day's published result. */
  date: z.iso.date({ error: 'Choose the draw day (YYYY-MM-DD)' }),
  open: pannaSchema.optional(),
  close: pannaSchema.optional(),
  jodi: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'Jodi is two digits')
    .optional(),
};
const someResult = (input: { open?: string; close?: string; jodi?: string }) =>
  input.open !== undefined || input.close !== undefined || input.jodi !== undefined;

export const declareMatkaResultSchema = z.object(resultParts).refine(someResult, { message: 'Give open, close or jodi' });
export type DeclareMatkaResultInput = z.infer<typeof declareMatkaResultSchema>;

/** Correcting a published result: its own action, with a reason and an explicit confirmation. */
export const correctMatkaResultSchema = z
  .object({
    ...resultParts,
    reason: z.string({ error: 'A reason is required' }).trim().min(3, 'A reason is required').max(500, 'Reason must be at most 500 characters'),
    confirm: z.literal(true, { error: 'Confirm the correction' }),
  })
  .refine(someResult, { message: 'Give open, close or jodi' });
export type CorrectMatkaResultInput = z.infer<typeof correctMatkaResultSchema>;

/** Voiding a draw (the operator's): the India day it belongs to and why, for the audit log. */
export const voidMatkaDrawSchema = z.object({
  date: z.iso.date({ error: 'Date must be YYYY-MM-DD' }),
  reason: z.string({ error: 'Please enter a reason' }).trim().min(1, 'Please enter a reason').max(500, 'Reason must be at most 500 characters'),
});
export type VoidMatkaDrawInput = z.infer<typeof voidMatkaDrawSchema>;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');

export const updateMatkaMarketSchema = z
  .object({
    open_time: timeSchema.optional(),
    close_time: timeSchema.optional(),
    is_active: z.boolean().optional(),
    /** Percent of a settled stake that counts towards a bonus's wagering. */
    wagering_weight: wageringWeightSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateMatkaMarketInput = z.infer<typeof updateMatkaMarketSchema>;

/** A market as the back office sets it: its times, whether it takes bets, its bonus wagering weight. */
export const adminMatkaMarketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  open_time: z.string(),
  close_time: z.string(),
  is_active: z.boolean(),
  wagering_weight: z.number().int(),
});
export type AdminMatkaMarket = z.infer<typeof adminMatkaMarketSchema>;

// ---- Bets ------------------------------------------------------------------------------------

/**
 * What a player can bet on. Single: the session's digit (0–9). Jodi: the day's two digits (open
 * digit then close digit). Pattis: the session's panna, by kind (single: three different digits,
 * double: two alike, triple: all alike).
 */
export const matkaBetTypes = ['single', 'jodi', 'single_patti', 'double_patti', 'triple_patti'] as const;
export type MatkaBetType = (typeof matkaBetTypes)[number];
export const matkaBetTypeNames: Record<MatkaBetType, string> = {
  single: 'Single',
  jodi: 'Jodi',
  single_patti: 'Single Patti',
  double_patti: 'Double Patti',
  triple_patti: 'Triple Patti',
};

/** The open session's bets close at the market's open time, the close session's at its close time. */
export const matkaSessions = ['open', 'close'] as const;
export type MatkaSession = (typeof matkaSessions)[number];

export const MATKA_MIN_STAKE = 10;
export const MATKA_MAX_STAKE = 10_000;
/** Numbers one slip may hold. */
export const MATKA_MAX_SLIP = 20;

/** Payout rates (what a winning ₹1 returns, stake included) until the operator sets others. */
export const defaultMatkaRates: Record<MatkaBetType, number> = {
  single: 9.5,
  jodi: 95,
  single_patti: 150,
  double_patti: 300,
  triple_patti: 1000,
};

/** 0 ranks as 10: a panna's digits never go down in that order (123, 460, 550, 000). */
const pannaRank = (char: string) => (char === '0' ? 10 : Number(char));

/** The kind of a valid panna, or undefined for three digits that are not one (e.g. 321, 012). */
export function pannaKind(panna: string): 'single_patti' | 'double_patti' | 'triple_patti' | undefined {
  if (!/^\d{3}$/.test(panna)) return undefined;
  const ranks = [...panna].map(pannaRank);
  const [a = 0, b = 0, c = 0] = ranks;
  if (a > b || b > c) return undefined;
  const distinct = new Set(ranks).size;
  return distinct === 3 ? 'single_patti' : distinct === 2 ? 'double_patti' : 'triple_patti';
}

/** Every valid panna of a kind, in numeric order (120 single, 90 double, 10 triple). */
export function pannasOf(kind: 'single_patti' | 'double_patti' | 'triple_patti'): string[] {
  const all: string[] = [];
  for (let n = 0; n < 1000; n += 1) {
    const panna = String(n).padStart(3, '0');
    if (pannaKind(panna) === kind) all.push(panna);
  }
  return all;
}

/** Why a number does not fit a bet type, or undefined when it does. */
export function matkaNumberProblem(type: MatkaBetType, number: string): string | undefined {
  if (type === 'single') return /^\d$/.test(number) ? undefined : 'A single is one digit, 0 to 9';
  if (type === 'jodi') return /^\d{2}$/.test(number) ? undefined : 'A jodi is two digits, 00 to 99';
  if (!/^\d{3}$/.test(number)) return 'A panna is three digits';
  const kind = pannaKind(number);
  if (kind === undefined) return `${number} is not a valid panna`;
  if (kind !== type) return `${number} is a ${matkaBetTypeNames[kind]}, not a ${matkaBetTypeNames[type]}`;
  return undefined;
}

/** Which session a bet type may be placed for in a market of this category, or why not. */
export function matkaSessionProblem(category: (typeof matkaCategories)[number], type: MatkaBetType, session: MatkaSession): string | undefined {
  if (category === 'delhi') {
    if (type !== 'jodi') return 'Delhi markets take Jodi bets only';
    return session === 'close' ? undefined : 'Delhi markets take bets for the close session only';
  }
  if (type === 'jodi' && session !== 'open') return 'Jodi bets are taken for the open session only';
  return undefined;
}

const stakeSchema = z
  .number({ error: 'Stake must be a number' })
  .refine(Number.isFinite, 'Stake must be a number')
  .refine((rupees) => rupees >= MATKA_MIN_STAKE, `Minimum stake is ₹${MATKA_MIN_STAKE}`)
  .refine((rupees) => rupees <= MATKA_MAX_STAKE, `Maximum stake is ₹${MATKA_MAX_STAKE.toLocaleString('en-IN')}`)
  .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, 'Stake must have at most two decimals');

export const matkaSlipLineSchema = z
  .object({
    type: z.enum(matkaBetTypes, { error: 'Unknown bet type' }),
    number: z.string({ error: 'Give a number' }).trim(),
    stake: stakeSchema,
  })
  .superRefine((line, ctx) => {
    const problem = matkaNumberProblem(line.type, line.number);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['number'] });
  });
export type MatkaSlipLine = z.infer<typeof matkaSlipLineSchema>;

export const placeMatkaBetsSchema = z.object({
  market_id: z.number({ error: 'market_id is required' }).int('Invalid market').positive('Invalid market'),
  session: z.enum(matkaSessions, { error: 'Session is open or close' }),
  bets: z
    .array(matkaSlipLineSchema, { error: 'Add at least one number' })
    .min(1, 'Add at least one number')
    .max(MATKA_MAX_SLIP, `A slip holds at most ${MATKA_MAX_SLIP} numbers`),
});
export type PlaceMatkaBetsInput = z.infer<typeof placeMatkaBetsSchema>;

export const matkaBetStatuses = ['open', 'won', 'lost', 'void'] as const;

export const matkaBetSchema = z.object({
  id: z.number().int(),
  market_id: z.number().int(),
  market: z.string(),
  /** The day of the draw (India), 'YYYY-MM-DD'. */
  draw_date: z.string(),
  session: z.enum(matkaSessions),
  type: z.enum(matkaBetTypes),
  number: z.string(),
  stake: z.number(),
  /** What a winning ₹1 returns (stake included), fixed when the bet was placed. */
  rate: z.number(),
  status: z.enum(matkaBetStatuses),
  /** What the bet returned once settled (0 when lost); null while open. */
  payout: z.number().nullable(),
  /** The result it was settled on (a digit, a jodi or a panna). */
  result: z.string().nullable(),
  placed_at: z.string(),
  settled_at: z.string().nullable(),
});
export type MatkaBet = z.infer<typeof matkaBetSchema>;

export const matkaRatesSchema = z.object(Object.fromEntries(matkaBetTypes.map((type) => [type, z.number()])) as Record<MatkaBetType, z.ZodNumber>);
export type MatkaRates = z.infer<typeof matkaRatesSchema>;

const rateSchema = z
  .number({ error: 'A rate is a number' })
  .min(1.01, 'A rate is at least 1.01')
  .max(10_000, 'A rate is at most 10000')
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, 'A rate has at most two decimals');
export const updateMatkaRatesSchema = z
  .object(Object.fromEntries(matkaBetTypes.map((type) => [type, rateSchema.optional()])) as Record<MatkaBetType, z.ZodOptional<typeof rateSchema>>)
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateMatkaRatesInput = z.infer<typeof updateMatkaRatesSchema>;

/** The house's limit per number of a draw: the most it pays if that number comes (rupees; null: none). */
export const matkaLimitsSchema = z.object({ max_number_payout: z.number().nullable() });
export type MatkaLimits = z.infer<typeof matkaLimitsSchema>;
export const updateMatkaLimitsSchema = z.object({
  max_number_payout: z
    .number({ error: 'The limit is an amount in rupees, or empty for none' })
    .min(100, 'The limit is at least ₹100')
    .max(10_000_000_000, 'The limit is too large')
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, 'The limit has at most two decimals')
    .nullable(),
});

/** Where a market's betting stands now: the draw it takes bets for and each session's cut-off. */
export const matkaDrawSchema = z.object({
  market_id: z.number().int(),
  draw_date: z.string(),
  /** ISO instants; a session takes bets while the time is before its cut-off and its result is not declared. */
  open_closes_at: z.string(),
  close_closes_at: z.string(),
  open_accepting: z.boolean(),
  close_accepting: z.boolean(),
});
export type MatkaDraw = z.infer<typeof matkaDrawSchema>;

/** The operator's book of a market's draw before its result: open bets and the house's position per number. */
export const matkaBookSchema = z.object({
  market_id: z.number().int(),
  draw_date: z.string(),
  open_bets: z.number().int(),
  total_stake: z.number(),
  numbers: z.array(
    z.object({
      session: z.enum(matkaSessions),
      type: z.enum(matkaBetTypes),
      number: z.string(),
      bets: z.number().int(),
      stake: z.number(),
      /** What the house pays if this number comes. */
      payout: z.number(),
      /** The house's result if it comes: the stakes of every open bet settled by the same outcome, less this payout. */
      house_result: z.number(),
    }),
  ),
});
export type MatkaBook = z.infer<typeof matkaBookSchema>;
