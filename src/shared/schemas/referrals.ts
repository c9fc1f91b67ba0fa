import { z } from 'zod';

// Master referral codes the operator hands out; registration needs an active one.

export const referralCodeSchema = z
  .string({ error: 'Referral code is required' })
  .trim()
  .min(1, 'Referral code is required')
  .min(3, 'Referral code must be 3-32 characters')
  .max(32, 'Referral code must be 3-32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Referral code may only contain letters, digits, _ and -')
  .transform((value) => value.toUpperCase());

export const createReferralCodeSchema = z.object({ code: referralCodeSchema });
export type CreateReferralCodeInput = z.infer<typeof createReferralCodeSchema>;

export const adminReferralCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  is_active: z.boolean(),
  uses: z.number().int(),
  created_at: z.string(),
});
export type AdminReferralCode = z.infer<typeof adminReferralCodeSchema>;

export const updateReferralCodeSchema = z.object({ is_active: z.boolean({ error: 'is_active must be true or false' }) });
