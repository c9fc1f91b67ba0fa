import { z } from 'zod';
import { calendarDay } from './calendar-day';

// The operator's daily money report: Asia/Kolkata calendar days, amounts in rupees.

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 92;

export const dailyReportQuerySchema = z
  .object({ from: calendarDay('from'), to: calendarDay('to') })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['from'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });

const countSum = z.object({ count: z.number().int(), sum: z.number() });

export const casinoGameDaySchema = z.object({ game: z.string(), stakes: z.number(), wins: z.number(), rollbacks: z.number(), ggr: z.number() });

export const reportDaySchema = z.object({
  day: z.string(),
  deposits: z.object({ approved: countSum, pending: countSum, rejected: countSum }),
  withdrawals: z.object({ requested: countSum, paid: countSum, pending: countSum, rejected: countSum }),
  players: z.object({ new: z.number().int(), active: z.number().int() }),
  exchange: z.object({
    turnover: z.number(),
    matched_volume: z.number(),
    commission: z.number(),
    players_won: z.number(),
    players_lost: z.number(),
    house_market_maker_pnl: z.number(),
    market_maker_funding: z.number(),
  }),
  casino: z.object({ stakes: z.number(), wins: z.number(), rollbacks: z.number(), ggr: z.number(), games: z.array(casinoGameDaySchema) }),
  bonuses: z.object({ granted: z.number(), converted: z.number(), expired: z.number() }),
  adjustments: z.object({ credited: z.number(), debited: z.number(), net: z.number() }),
  other_to_players: z.number(),
  ggr: z.number(),
  ngr: z.number(),
  /** Every real player's balances (main, bonus, exposure, withdrawal hold) moved by this much during the day, from the ledger's entries. */
  players_balance_change: z.number(),
  /** The same change rebuilt from the figures above: equal to players_balance_change when every flow is counted. */
  players_flows_total: z.number(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const dailyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  formula: z.object({ ggr: z.string(), ngr: z.string() }),
  days: z.array(reportDaySchema),
  totals: reportDaySchema.omit({ day: true }),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

export const GGR_FORMULA =
  'GGR = exchange commission + players’ exchange losses − players’ exchange winnings + casino stakes − casino wins − casino rollbacks (real money only)';
export const NGR_FORMULA = 'NGR = GGR − bonuses converted to main balance − net balance adjustments credited to players';
