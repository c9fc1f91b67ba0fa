import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_DIGITS, RESET_CODE_MAX_TRIES, RESET_CODE_RESEND_SECONDS, RESET_CODE_TTL_MINUTES, RESET_CODES_PER_HOUR } from '@shared/password-reset-rules';

// Password reset codes: six random digits, sent by SMS, kept only as a hash, working for ten
// minutes, once, and for at most five wrong tries. A number may ask for one a minute and five an hour.

export const resetCodeRules = {
  digits: RESET_CODE_DIGITS,
  ttlMinutes: RESET_CODE_TTL_MINUTES,
  maxTries: RESET_CODE_MAX_TRIES,
  resendSeconds: RESET_CODE_RESEND_SECONDS,
  perHour: RESET_CODES_PER_HOUR,
} as const;

export function generateResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
}

/** The stored form of a code: SHA-256 over the number and the code. */
export function hashResetCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

export function isResetCodeRight(storedHash: string | null, phone: string, code: string): boolean {
  if (storedHash === null) return false;
  return timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(hashResetCode(phone, code), 'hex'));
}

export function resetCodeText(code: string): string {
  return `Lotus: ${code} is your code to reset your password. It works for ${RESET_CODE_TTL_MINUTES} minutes. Never share it with anyone, not even Lotus support.`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const resetMessages = {
  codeSent: `If an account is registered with this number, we have sent it a ${RESET_CODE_DIGITS}-digit code by SMS. The code works for ${RESET_CODE_TTL_MINUTES} minutes.`,
  waitBeforeResend: (seconds: number) => `Please wait ${plural(seconds, 'second', 'seconds')} before asking for another code.`,
  tooManyThisHour: (minutes: number) =>
    `You have asked for ${RESET_CODES_PER_HOUR} codes for this number in the last hour. Try again in ${plural(minutes, 'minute', 'minutes')}.`,
  noLiveCode: 'This code has expired, was already used or had too many wrong tries. Ask for a new code.',
  wrongCode: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. You have ${plural(triesLeft, 'try', 'tries')} left.`
      : `That code is not right, and after ${RESET_CODE_MAX_TRIES} wrong tries it no longer works. Ask for a new code.`,
  passwordReset: 'Your password has been reset. Sign in with your new password.',
} as const;
