import { z } from 'zod';
import { normalisePhoneNumber } from '../phone';
import { otpSchema } from './two-factor';
import { displayNameSchema, userSchema } from './user';

// Auth payloads (spec §5). Server routes and browser forms both validate with these.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const DEFAULT_DISPLAY_NAME = 'Lotus Player';
/** What the server picks when a player registers without a username: `lotus` and six digits. */
export const GENERATED_USERNAME_PATTERN = /^lotus\d{6}$/;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username may only contain letters, digits and underscores')
  // A player signs in with a username or a phone number in the same field: a username that reads
  // as a phone number would stand for two accounts.
  .refine((value) => normalisePhoneNumber(value) === undefined, 'A username cannot be a phone number');

const INVALID_PHONE = 'Please enter a valid 10-digit mobile number';

/** An Indian mobile number, answered in its one stored form (normalisePhoneNumber). */
export const phoneNumberSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(20, INVALID_PHONE)
  .transform((value, ctx) => {
    const phone = normalisePhoneNumber(value);
    if (phone === undefined) ctx.issues.push({ code: 'custom', message: INVALID_PHONE, input: value });
    return phone ?? z.NEVER;
  });

/**
 * The server refuses the most common passwords, as an account's password (register, change
 * password) and as a withdrawal password, with this message. Its list stays on the server: it
 * would weigh on the browser's bundle, and the forms show the server's message.
 */
export const COMMON_PASSWORD = 'This password is too common. Choose another.';

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters');

export const referralCodeInputSchema = z
  .string({ error: 'Referral code is required' })
  .trim()
  .min(1, 'Referral code is required')
  .max(32, 'Invalid referral code')
  .transform((value) => value.toUpperCase());

export const AGE_AND_TERMS_REQUIRED = 'Please confirm you are 18 or older and accept the terms and conditions';
/** "I am 18 or older" and "I accept the terms": only `true` means yes. */
const confirmationSchema = z.literal(true, { error: AGE_AND_TERMS_REQUIRED });

/**
 * The two confirmations are optional here, for clients that register without them (their time
 * stays unknown); the register screen requires them (registerFormSchema).
 */
export const registerSchema = z.object({
  username: usernameSchema.optional(),
  phone_number: phoneNumberSchema,
  password: passwordSchema,
  display_name: displayNameSchema.optional(),
  referral_code: referralCodeInputSchema,
  confirm_age: confirmationSchema.optional(),
  accept_terms: confirmationSchema.optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The register screen: the same fields plus the confirmation (spec §2, §5), and one box for 18+ and the terms. */
export const registerFormSchema = z
  .object({
    phone_number: phoneNumberSchema,
    password: passwordSchema,
    confirm_password: z.string({ error: 'Confirm password is required' }).min(1, 'Confirm password is required'),
    referral_code: referralCodeInputSchema,
    confirm_age: confirmationSchema,
  })
  .refine((form) => form.password === form.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
    // Said even while another field (the 18+ box) is still wrong.
    when: ({ value }) => {
      const form = value as { password?: unknown; confirm_password?: unknown };
      return typeof form.password === 'string' && typeof form.confirm_password === 'string';
    },
  });

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100, 'Invalid username or password'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Invalid username or password'),
  /** With two-factor sign-in on: the authenticator app's code or a recovery code. */
  otp: otpSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const newPasswordSchema = z
  .string({ error: 'New password is required' })
  .min(1, 'New password is required')
  .min(PASSWORD_MIN, 'New password must be at least 6 characters')
  .max(PASSWORD_MAX, 'New password must be at most 128 characters');
const confirmPasswordSchema = z
  .string({ error: 'Confirm password is required' })
  .min(1, 'Confirm password is required')
  .max(PASSWORD_MAX, 'Passwords do not match');
const passwordsMatch = (body: { new_password: string; confirm_password: string }) => body.new_password === body.confirm_password;
const passwordsDiffer = { message: 'Passwords do not match', path: ['confirm_password'] };

/** Spec §5, change password dialog: each message word for word. */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, 'Current password is incorrect'),
    new_password: newPasswordSchema,
    confirm_password: confirmPasswordSchema,
  })
  .refine(passwordsMatch, passwordsDiffer);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// A forgotten password: a 6-digit code by SMS to the account's phone number, then a new password.

export const forgotPasswordSchema = z.object({ phone_number: phoneNumberSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The same answer whether or not an account holds the number. */
export const forgotPasswordAnswerSchema = z.object({ resend_after_seconds: z.number().int(), expires_in_seconds: z.number().int() });
export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordAnswerSchema>;

export const resetCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .regex(/^\d{6}$/, 'The code is the 6 digits we sent you by SMS');

export const resetPasswordSchema = z
  .object({ phone_number: phoneNumberSchema, code: resetCodeSchema, new_password: newPasswordSchema, confirm_password: confirmPasswordSchema })
  .refine(passwordsMatch, passwordsDiffer);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const validateReferralSchema = z.object({ referral_code: referralCodeInputSchema });

export const usernameAvailableQuerySchema = z.object({ username: usernameSchema });

/** Answer of register, login and demo login. */
export const sessionSchema = z.object({ user: userSchema, token: z.string() });
export type Session = z.infer<typeof sessionSchema>;

export const usernameAvailabilitySchema = z.object({ username: z.string(), available: z.boolean() });
