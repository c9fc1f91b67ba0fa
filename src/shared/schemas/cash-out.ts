import { z } from 'zod';
import { isRupeeAmount } from '../money';
import { ladderPriceSchema } from './exchange';
import { balanceSchema, betSides, placedBetSchema, stakeSchema } from './bets';

// Cash out (POST /api/markets/{id}/cash-out) and editing an unmatched bet (PATCH /api/bets/{id}).
// Rupees and decimal odds, as everywhere in the API.

export const cashOutShares = [25, 50, 75, 100] as const;

const shareSchema = z
  .number({ error: 'Share must be 25, 50, 75 or 100' })
  .refine((share) => (cashOutShares as readonly number[]).includes(share), 'Share must be 25, 50, 75 or 100');

export const cashOutSchema = z.object({
  /** Percent of the position to cash out; the rest stays as it is. */
  share: shareSchema.default(100),
  /** The amount the player was shown: less than that now is a moved price (409) and nothing is done. */
  amount: z
    .number({ error: 'Amount must be a number' })
    .refine(isRupeeAmount, 'Amount must be an amount in rupees')
    .refine((amount) => Math.abs(amount) <= 1_000_000_000, 'Amount is out of range')
    .optional(),
});
export type CashOutInput = z.infer<typeof cashOutSchema>;

export const cashOutQuerySchema = z.object({
  share: z.coerce.number({ error: 'Share must be 25, 50, 75 or 100' }).pipe(shareSchema).default(100),
});

export const cashOutQuoteSchema = z.object({
  market_id: z.number().int(),
  share: z.number().int(),
  /** What the cashed-out share locks in whatever the result, before commission. */
  amount: z.number(),
  /** The market's commission on net winnings, percent; charged at settlement. */
  commission_rate: z.number(),
  /** Commission on `amount` at that rate (0 when it is not a win). */
  commission: z.number(),
  /** The whole position's profit if each runner wins, after the cash out. */
  profits_after: z.array(z.object({ runner_id: z.number().int(), profit: z.number() })),
  /** The hedging bets it places. */
  legs: z.array(z.object({ runner_id: z.number().int(), side: z.enum(betSides), price: z.number(), stake: z.number() })),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

export const cashOutResultSchema = cashOutQuoteSchema.extend({ bet_ids: z.array(z.number().int()), balance: balanceSchema });

/** Either or both; with neither the route answers 400 (after the sign-in check). */
export const editBetSchema = z.object({
  /** A new price on the ladder: the bet goes to the back of the queue. */
  price: ladderPriceSchema.optional(),
  /** The new unmatched stake: only lowering it keeps the bet's place in the queue. */
  stake: stakeSchema.optional(),
});
export type EditBetInput = z.infer<typeof editBetSchema>;

export const editBetResultSchema = z.object({
  /** The bet as it is now: the same bet when its stake only went down, otherwise the new bet that replaced it. */
  bet: placedBetSchema,
  /** Whether the bet kept its place in the queue. */
  kept_place: z.boolean(),
  /** The bet whose unmatched part was cancelled to make the new one (null when it kept its place). */
  replaced_bet_id: z.number().int().nullable(),
  balance: balanceSchema,
});
