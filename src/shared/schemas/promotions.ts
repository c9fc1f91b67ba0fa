import { z } from 'zod';
import { translationsSchema, type Translations } from './translations';
import { rupeeAmountSchema } from './wallet';

// Promotions, the bonus wallet and Refer & Earn: the operator's forms and the player's views.

export const BONUS_MAX_RUPEES = 100_000;
export const wageringOnValues = ['exchange', 'casino', 'any'] as const;
export type WageringOn = (typeof wageringOnValues)[number];

export const promotionMessages = {
  notFound: 'Promotion code not found',
  notStarted: 'This promotion has not started yet',
  ended: 'This promotion has ended',
  perPlayerLimit: 'You have already redeemed this promotion',
  totalLimit: 'This promotion has reached its limit',
  depositBonusWaiting: 'A deposit bonus is already waiting for your next deposit',
  demo: 'Promotions are for real-money accounts',
  redeemed: 'Bonus added to your bonus wallet',
  awaitingDeposit: 'Promotion redeemed: your bonus comes with your next approved deposit',
  codeTaken: 'Promotion code already exists',
  bonusAmount: `Bonus must be between ₹1 and ₹${BONUS_MAX_RUPEES.toLocaleString('en-IN')}`,
} as const;

const code = z
  .string({ error: 'Promotion code is required' })
  .trim()
  .min(1, 'Promotion code is required')
  .max(32, 'Promotion code must be 3-32 characters')
  .transform((value) => value.toUpperCase());

export const redeemSchema = z.object({ code });

const bonusAmount = rupeeAmountSchema(1, BONUS_MAX_RUPEES, promotionMessages.bonusAmount);
const wageringMultiple = z.coerce.number().int('Wagering must be a whole multiple').min(0, 'Wagering must be 0-100×').max(100, 'Wagering must be 0-100×');
const wageringOn = z.enum(wageringOnValues, { error: 'Wagering counts exchange, casino or any stakes' });
const validDays = z.coerce.number().int().min(1, 'A bonus lasts 1-365 days').max(365, 'A bonus lasts 1-365 days');
/** The lowest price a bet may have to count towards wagering (a decimal price, 1.01-10). */
export const DEFAULT_MIN_PRICE = 1.5;
const minPrice = z.coerce
  .number({ error: 'Minimum price must be between 1.01 and 10' })
  .min(1.01, 'Minimum price must be between 1.01 and 10')
  .max(10, 'Minimum price must be between 1.01 and 10')
  .multipleOf(0.01, 'Minimum price has at most 2 decimals');
const isoDateTime = z.iso.datetime({ offset: true, error: 'Use a date and time like 2026-12-01T00:00:00+05:30' });

const title = z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(80, 'Title is at most 80 characters');
const description = z.string({ error: 'Description must be text' }).trim().max(500, 'Description is at most 500 characters');

/** The title's and description's versions in Hindi, Bengali and Tamil (any may be left out: the English shows). */
export const promotionTranslationsSchema = z.object({
  title: translationsSchema('Title', 80).optional(),
  description: translationsSchema('Description', 500).optional(),
});
export type PromotionTranslations = Partial<Record<'title' | 'description', Translations>>;

export const createPromotionSchema = z
  .object({
    code: code.pipe(
      z
        .string()
        .min(3, 'Promotion code must be 3-32 characters')
        .regex(/^[A-Z0-9_-]+$/, 'Promotion code may only contain letters, digits, _ and -'),
    ),
    title,
    description: description.default(''),
    translations: promotionTranslationsSchema.default({}),
    kind: z.enum(['fixed', 'deposit_percent'], { error: 'Kind is fixed or deposit_percent' }),
    amount: bonusAmount.optional(),
    percent: z.coerce.number().int().min(1, 'Percent must be 1-500').max(500, 'Percent must be 1-500').optional(),
    max_bonus: bonusAmount.optional(),
    wagering_multiple: wageringMultiple,
    wagering_on: wageringOn,
    bonus_valid_days: validDays.default(30),
    min_price: minPrice.default(DEFAULT_MIN_PRICE),
    starts_at: isoDateTime,
    ends_at: isoDateTime,
    per_player_limit: z.coerce.number().int().min(1, 'Per-player limit is at least 1').max(1000).default(1),
    total_limit: z.coerce.number().int().min(1, 'Total limit is at least 1').max(10_000_000).nullable().default(null),
  })
  .refine((p) => new Date(p.ends_at) > new Date(p.starts_at), { message: 'The end must be after the start', path: ['ends_at'] })
  .refine((p) => p.kind !== 'fixed' || (p.amount !== undefined && p.percent === undefined && p.max_bonus === undefined), {
    message: 'A fixed bonus needs an amount (and no percent or cap)',
    path: ['amount'],
  })
  .refine((p) => p.kind !== 'deposit_percent' || (p.amount === undefined && p.percent !== undefined && p.max_bonus !== undefined), {
    message: 'A deposit bonus needs a percent and a cap (and no amount)',
    path: ['percent'],
  });
export type CreatePromotionInput = z.input<typeof createPromotionSchema>;

/** Switch a promotion on or off, or change its words; its figures (bonus, wagering, dates, limits) stay as players redeemed them. */
export const updatePromotionSchema = z
  .object({
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
    title: title.optional(),
    description: description.optional(),
    translations: promotionTranslationsSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdatePromotionInput = z.infer<typeof updatePromotionSchema>;

export const promotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Title and description in the request's language where the operator wrote a version, else the English. */
  title: z.string(),
  description: z.string(),
  kind: z.enum(['fixed', 'deposit_percent']),
  amount: z.number().nullable(),
  percent: z.number().nullable(),
  max_bonus: z.number().nullable(),
  wagering_multiple: z.number(),
  wagering_on: z.enum(wageringOnValues),
  bonus_valid_days: z.number(),
  /** The lowest price at which a bet counts towards wagering. */
  min_price: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  per_player_limit: z.number(),
  total_limit: z.number().nullable(),
  /** The rules in words, as the player reads them. */
  rules: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const adminPromotionSchema = promotionSchema.extend({
  /** The English is `title` and `description`; these are shown to players reading Hindi, Bengali or Tamil. */
  translations: promotionTranslationsSchema,
  is_active: z.boolean(),
  redemptions: z.number(),
  created_at: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const bonusSchema = z.object({
  id: z.number().int(),
  source: z.enum(['promotion', 'operator', 'referral']),
  title: z.string(),
  amount: z.number(),
  status: z.enum(['active', 'converted', 'expired']),
  wagering_on: z.enum(wageringOnValues),
  min_price: z.number(),
  wagering_required: z.number(),
  wagered: z.number(),
  remaining: z.number(),
  /** Waiting for an older bonus to convert or expire: its wagering has not started. */
  queued: z.boolean(),
  granted_at: z.string(),
  expires_at: z.string(),
  rules: z.string(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const awaitingDepositSchema = z.object({ promotion_code: z.string(), title: z.string(), rules: z.string(), redeemed_at: z.string() });

export const bonusWalletSchema = z.object({ bonuses: z.array(bonusSchema), awaiting_deposit: z.array(awaitingDepositSchema) });
export type BonusWallet = z.infer<typeof bonusWalletSchema>;

export const operatorBonusSchema = z.object({
  amount: bonusAmount,
  reason: z.string({ error: 'A reason is required' }).trim().min(3, 'A reason is required').max(500, 'Reason is at most 500 characters'),
  wagering_multiple: wageringMultiple,
  wagering_on: wageringOn.default('any'),
  bonus_valid_days: validDays.default(30),
  min_price: minPrice.default(DEFAULT_MIN_PRICE),
});
export type OperatorBonusInput = z.input<typeof operatorBonusSchema>;

export const referralSettingsSchema = z.object({
  is_active: z.boolean(),
  bonus_amount: bonusAmount,
  wagering_multiple: wageringMultiple,
  wagering_on: wageringOn,
  bonus_valid_days: validDays,
  min_price: minPrice.default(DEFAULT_MIN_PRICE),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const myReferralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  bonus_amount: z.number(),
  programme_active: z.boolean(),
  /** The rules in English words; the player site writes them in the player's language from the figures below. */
  rules: z.string(),
  wagering_multiple: z.number(),
  wagering_on: z.enum(wageringOnValues),
  bonus_valid_days: z.number(),
  friends_joined: z.number(),
  bonuses_earned: z.number(),
  friends: z.array(z.object({ display_name: z.string(), joined_at: z.string(), status: z.enum(['joined', 'rewarded', 'not_eligible']), bonus: z.number() })),
});
export type MyReferrals = z.infer<typeof myReferralsSchema>;

const on = { exchange: 'settled exchange bets', casino: 'settled casino and Matka stakes', any: 'settled exchange bets, casino and Matka stakes' } as const;
const price = (value: number) => value.toFixed(2);
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What counts towards wagering, in words (docs/decisions/050-bonus-wagering.md). */
function whatCounts(wageringOn: WageringOn, minPrice: number): string {
  const exchange =
    wageringOn === 'casino'
      ? ''
      : ` An exchange market counts once it is settled, by your net position in it: a bet and any hedge or cash out of it count once, as the most you could lose. Only bets at ${price(minPrice)} or more count (a back by its stake, a lay by its liability, when the lay price is at most ${price(minPrice / (minPrice - 1))}).`;
  const games =
    wageringOn === 'exchange' ? '' : ' Casino rounds and Matka bets count once settled, by a share of the stake set per game (lowest-edge tables count less).';
  return `${exchange}${games} Void, cancelled and refunded bets do not count, and a resettled market counts by its new result.`;
}

/** A bonus's wagering rule in words: how much to play, on what, by when. */
export function wageringRule(input: { wagering_multiple: number; wagering_on: WageringOn; bonus_valid_days: number; min_price?: number }): string {
  if (input.wagering_multiple === 0) {
    return `It moves to your main balance straight away; what is not converted within ${input.bonus_valid_days} days expires. Bonus money cannot be withdrawn until it converts.`;
  }
  const converts = `Play ${input.wagering_multiple}× the bonus in ${on[input.wagering_on]} after it is granted and it moves to your main balance`;
  const counts = whatCounts(input.wagering_on, input.min_price ?? DEFAULT_MIN_PRICE);
  return `${converts}; what is not converted within ${input.bonus_valid_days} days expires.${counts} Bonuses are played through one at a time, oldest first: a stake counts towards one bonus only. No bonus is granted or converted during a time-out or self-exclusion. Bonus money cannot be withdrawn until it converts.`;
}

/** A promotion's rules in words. */
export function promotionRules(
  p: Pick<Promotion, 'kind' | 'amount' | 'percent' | 'max_bonus' | 'wagering_multiple' | 'wagering_on' | 'bonus_valid_days' | 'per_player_limit'> & {
    min_price?: number;
  },
): string {
  const what =
    p.kind === 'fixed'
      ? `Get a ${inr(p.amount ?? 0)} bonus when you redeem the code.`
      : `Get ${p.percent}% of your next deposit approved after you redeem the code, up to ${inr(p.max_bonus ?? 0)}.`;
  const times = p.per_player_limit === 1 ? 'once' : `up to ${p.per_player_limit} times`;
  return `${what} ${wageringRule(p)} Each player may redeem it ${times}.`;
}
