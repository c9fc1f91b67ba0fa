import { z } from 'zod';

// The user object, as every API answer carries it. Balances are rupees.

export const userStatuses = ['active', 'suspended', 'closed'] as const;
export type UserStatus = (typeof userStatuses)[number];
export const userRoles = ['player', 'admin'] as const;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
  status: z.enum(userStatuses),
  role: z.enum(userRoles),
  is_demo: z.boolean(),
  /** Main balance: available credit plus what is held as exposure (rupees). */
  balance: z.number(),
  bonus_balance: z.number(),
  available_credit: z.number(),
  net_exposure: z.number(),
});
export type User = z.infer<typeof userSchema>;

export const DISPLAY_NAME_MIN = 2;
/** The longest display name: "less than 50 characters" (spec §5). The form's counter and its input stop here too. */
export const DISPLAY_NAME_MAX = 49;

/** Spec §5: required, at least 2, under 50; surrounding spaces do not count. */
export const displayNameSchema = z
  .string({ error: 'Display name is required' })
  .trim()
  .min(1, 'Display name is required')
  .min(DISPLAY_NAME_MIN, 'Display name must be at least 2 characters long')
  .max(DISPLAY_NAME_MAX, 'Display name must be less than 50 characters');

export const updateProfileSchema = z.object({ display_name: displayNameSchema });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const userStatisticsSchema = z.object({
  member_since: z.string(),
  days_active: z.number().int(),
  total_bets: z.number().int(),
  open_bets: z.number().int(),
  bets_won: z.number().int(),
  bets_lost: z.number().int(),
  total_staked: z.number(),
  net_profit: z.number(),
  total_deposits: z.number(),
  total_withdrawals: z.number(),
  active_sessions: z.number().int(),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;
