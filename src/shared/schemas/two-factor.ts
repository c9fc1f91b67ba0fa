import { z } from 'zod';

// Two-factor sign-in and the devices list: the bodies and answers of /api/auth/2fa/* and
// /api/auth/sessions. The sign-in's own `otp` field is here too (loginSchema uses it).

export const twoFactorMessages = {
  required: 'Enter the 6-digit code from your authenticator app',
  invalid: 'Invalid authentication code',
  notSetUp: 'Set up two-factor sign-in first',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  wrongPassword: 'Password is incorrect',
  demo: 'Demo accounts cannot use two-factor sign-in',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  codesRenewed: 'New recovery codes made: the old ones no longer work',
} as const;

/** The code of the authenticator app (6 digits) or a recovery code, where a form asks for one. */
export const otpSchema = z.string({ error: twoFactorMessages.invalid }).trim().max(40, twoFactorMessages.invalid);

/** The account's current password, which every change of two-factor sign-in asks for. */
const currentPassword = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, twoFactorMessages.wrongPassword);
const code = z.string({ error: twoFactorMessages.required }).trim().min(1, twoFactorMessages.required).max(40, twoFactorMessages.invalid);

export const setUpTwoFactorSchema = z.object({ password: currentPassword });
export type SetUpTwoFactorInput = z.infer<typeof setUpTwoFactorSchema>;

export const enableTwoFactorSchema = z.object({ password: currentPassword, code });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

export const disableTwoFactorSchema = z.object({ password: currentPassword, code });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** New recovery codes (the old ones stop working): the password and a current code. */
export const renewRecoveryCodesSchema = z.object({ password: currentPassword, code });
export type RenewRecoveryCodesInput = z.infer<typeof renewRecoveryCodesSchema>;

/** The operator turns a player's two-factor sign-in off (they lost their phone), with a reason. */
export const resetTwoFactorSchema = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(3, 'A reason is required').max(500, 'Reason is at most 500 characters'),
});

/** Answer of setup: the secret to type in, and the otpauth:// address to show as a QR code. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Answer of enable: ten single-use recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** One live sign-in of the player, as the devices list shows it. */
export const signInSchema = z.object({
  id: z.number().int(),
  /** The device in words, from its user agent: "Chrome · Android". */
  device: z.string(),
  user_agent: z.string(),
  ip_address: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The sign-in this request was made with. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;
