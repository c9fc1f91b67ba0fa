import { z } from 'zod';
import { formatInr, isRupeeAmount } from '../money';

// Responsible play: deposit limits a player sets on themselves, the reality check, time-outs and
// self-exclusions. The server validates with these; the Responsible Gambling page's forms too.

/** Above any sensible limit of one's own; a larger number is a typo. */
export const SELF_LIMIT_MAX = 10_000_000;
export const depositLimitPeriods = ['24h', '7d', '30d'] as const;
export type DepositLimitPeriod = (typeof depositLimitPeriods)[number];
/** How long each window looks back. */
export const periodHours: Record<DepositLimitPeriod, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };
const periodWords: Record<DepositLimitPeriod, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };
/** A raise or a removal waits this long; a lower limit applies at once. */
export const RAISE_DELAY_HOURS = 24;
export const realityCheckChoices = [15, 30, 60] as const;
export const timeOutDays = [1, 7, 30] as const;
export const selfExclusionMonths = [6, 12, 60] as const;

export const responsibleMessages = {
  limit: `A deposit limit must be between ₹0 and ₹${SELF_LIMIT_MAX.toLocaleString('en-IN')}, or empty for none`,
  realityCheck: 'Reality check must be every 15, 30 or 60 minutes, or off',
  timeOutDays: 'Time-out must be 1, 7 or 30 days',
  selfExclusionMonths: 'Self-exclusion must be 6, 12 or 60 months',
  saved: 'Responsible gambling settings saved',
  timeOutStarted: 'Your time-out has started',
  selfExclusionStarted: 'Your self-exclusion has started',
} as const;

const limitSchema = z
  .number({ error: responsibleMessages.limit })
  .min(0, responsibleMessages.limit)
  .max(SELF_LIMIT_MAX, responsibleMessages.limit)
  .refine((value) => isRupeeAmount(value), responsibleMessages.limit)
  .nullable();

/** Any of the fields; one left out stays as it is, null removes it (a removal waits like a raise). */
export const updateResponsibleGamblingSchema = z.object({
  deposit_limit_24h: limitSchema.optional(),
  deposit_limit_7d: limitSchema.optional(),
  deposit_limit_30d: limitSchema.optional(),
  reality_check_minutes: z
    .union([z.literal(15), z.literal(30), z.literal(60)], { error: responsibleMessages.realityCheck })
    .nullable()
    .optional(),
});
export type UpdateResponsibleGamblingInput = z.infer<typeof updateResponsibleGamblingSchema>;

export const timeOutSchema = z.object({ days: z.union([z.literal(1), z.literal(7), z.literal(30)], { error: responsibleMessages.timeOutDays }) });
export const selfExclusionSchema = z.object({
  months: z.union([z.literal(6), z.literal(12), z.literal(60)], { error: responsibleMessages.selfExclusionMonths }),
});

export const playBlockKinds = ['time_out', 'self_exclusion'] as const;
export type PlayBlockKind = (typeof playBlockKinds)[number];
export const playBlockSchema = z.object({ kind: z.enum(playBlockKinds), started_at: z.string(), ends_at: z.string() });
export type PlayBlock = z.infer<typeof playBlockSchema>;

const depositLimitSchema = z.object({
  period: z.enum(depositLimitPeriods),
  /** The limit in force (rupees), null: none of the player's own. */
  limit: z.number().nullable(),
  /** Deposited in the window (pending and approved requests count). */
  used: z.number(),
  /** What this limit still allows, null when there is none. */
  left: z.number().nullable(),
  /** A raise or removal waiting: the value it brings (null: removal) and when. */
  pending: z.object({ limit: z.number().nullable(), applies_at: z.string() }).nullable(),
});
export type DepositLimitView = z.infer<typeof depositLimitSchema>;

export const responsibleGamblingSchema = z.object({
  deposit_limit_24h: z.number().nullable(),
  deposit_limit_7d: z.number().nullable(),
  deposit_limit_30d: z.number().nullable(),
  reality_check_minutes: z.number().nullable(),
  limits: z.array(depositLimitSchema),
  /** The least the player's own limits still allow now, null when none is set (the operator's daily limit applies beside it). */
  deposit_left: z.number().nullable(),
  /** The time-out or self-exclusion running now, if any. */
  block: playBlockSchema.nullable(),
});
export type ResponsibleGambling = z.infer<typeof responsibleGamblingSchema>;

export const playSessionSchema = z.object({
  signed_in_at: z.string(),
  /** Returns minus stakes since sign-in (rupees): positive is a win. */
  net_result: z.number(),
  reality_check_minutes: z.number().nullable(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/** "27 Nov 2026, 14:05 IST": a date and time as a player in India reads it. */
export function formatIstDateTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} IST`;
}

/** The refusal while a time-out or self-exclusion runs (deposits, bets, games, promotions). */
export function playBlockedMessage(kind: PlayBlockKind, endsAt: Date): string {
  const until = formatIstDateTime(endsAt);
  const what = kind === 'time_out' ? `You are on a time-out until ${until}.` : `You have excluded yourself until ${until}.`;
  return `${what} Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.`;
}

export function shorterBlockMessage(kind: PlayBlockKind, endsAt: Date): string {
  const running = kind === 'time_out' ? 'a time-out' : 'a self-exclusion';
  return `You are already on ${running} until ${formatIstDateTime(endsAt)}. It cannot be shortened or lifted; only a longer one can replace it.`;
}

/** The refusal of a deposit over what the player's own limit leaves. */
export function depositLimitMessage(period: DepositLimitPeriod, limit: number, left: number): string {
  return `Your own deposit limit of ${formatInr(limit)} per ${periodWords[period]} leaves ${formatInr(left)} you can deposit now.`;
}

export function periodLabel(period: DepositLimitPeriod): string {
  return periodWords[period];
}
