import { z } from 'zod';

// The operator's terms for feed markets (GET / PUT /api/admin/feed/settings) and the results the
// feed sent (GET /api/admin/feed/results, POST /api/admin/feed/results/{id}/confirm).

export const feedSettingsSchema = z.object({
  /** Ticks between the feed's price and the house's nearest quote on either side. */
  margin_ticks: z.number().int().min(1, 'Margin is 1 to 10 ticks').max(10, 'Margin is 1 to 10 ticks'),
  /** A feed market's maximum stake, in rupees. */
  stake_cap: z.number().int('Stake cap is whole rupees').min(100, 'Stake cap is ₹100 to ₹1,00,00,000').max(10_000_000, 'Stake cap is ₹100 to ₹1,00,00,000'),
  /** In-play bet delay of new feed markets, seconds. */
  bet_delay: z.number().int().min(0, 'Bet delay is 0 to 30 seconds').max(30, 'Bet delay is 0 to 30 seconds'),
  /** Milliseconds without a word from the feed after which its markets suspend. */
  silence_limit_ms: z.number().int().min(100, 'Silence limit is 100 ms to 10 minutes').max(600_000, 'Silence limit is 100 ms to 10 minutes'),
  /** 'delay': results settle by themselves after settle_delay_ms; 'confirm': an operator confirms each. */
  settle_mode: z.enum(['delay', 'confirm'], { error: 'Settle mode is delay or confirm' }),
  settle_delay_ms: z.number().int().min(0, 'Settle delay is 0 to 24 hours').max(86_400_000, 'Settle delay is 0 to 24 hours'),
});
export type FeedSettings = z.infer<typeof feedSettingsSchema>;
export const updateFeedSettingsSchema = feedSettingsSchema.partial();
export type UpdateFeedSettings = z.infer<typeof updateFeedSettingsSchema>;

export const feedResultSchema = z.object({
  id: z.number().int(),
  market_id: z.number().int(),
  market: z.string(),
  event: z.string(),
  result: z.object({ winner_runner_id: z.number().int().optional(), void: z.boolean().optional() }),
  winner: z.string().nullable(),
  status: z.enum(['pending', 'settled', 'superseded']),
  received_at: z.string(),
  due_at: z.string().nullable(),
  settled_at: z.string().nullable(),
});
export type FeedResult = z.infer<typeof feedResultSchema>;

export const feedResultsQuerySchema = z.object({ status: z.enum(['pending', 'settled', 'superseded']).optional() });
