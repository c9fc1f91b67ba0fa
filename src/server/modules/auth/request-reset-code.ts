import { and, eq, sql } from 'drizzle-orm';
import type { ForgotPasswordAnswer } from '@shared/schemas/auth';
import type { Db, Queryable, Tx } from '@server/db/client';
import { passwordResetCodes, users } from '@server/db/schema';
import { AppError } from '@server/errors';
import { enqueueSms, type SmsQueue } from '@server/modules/sms';
import { generateResetCode, hashResetCode, resetCodeRules, resetCodeText, resetMessages } from './reset-codes';

/**
 * "Forgot password": queues a reset code by SMS for the player who holds this number (a real,
 * active player: demo players and the operator hold none). Whether or not anyone holds it, the
 * request is recorded and throttled alike and the answer is the same, and it comes before the
 * message is sent (the queue sends it after), so its time does not tell either. A provider that
 * refuses the message is logged and noted on the code's row by the queue.
 */
export async function requestResetCode(db: Db, phone: string, deps: { smsQueue: SmsQueue }): Promise<ForgotPasswordAnswer> {
  await db.transaction(async (tx) => {
    // One request per number at a time, so two at once cannot both slip past the throttle.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`password-reset:${phone}`}))`);
    await refuseTooSoon(tx, phone);
    const [player] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneKey, phone), eq(users.role, 'player'), eq(users.isDemo, false), eq(users.status, 'active')))
      .limit(1);
    const code = player ? generateResetCode() : undefined;
    const [row] = await tx
      .insert(passwordResetCodes)
      .values({
        phone,
        userId: player?.id ?? null,
        codeHash: code ? hashResetCode(phone, code) : null,
        expiresAt: sql`now() + make_interval(mins => ${resetCodeRules.ttlMinutes})`,
      })
      .returning({ id: passwordResetCodes.id });
    if (row && code) await enqueueSms(tx, { to: phone, text: resetCodeText(code), purpose: 'reset_code', resetCodeId: row.id });
  });
  deps.smsQueue.kick();
  return { resend_after_seconds: resetCodeRules.resendSeconds, expires_in_seconds: resetCodeRules.ttlMinutes * 60 };
}

/**
 * Deletes reset-code rows a day after they were asked for: by then the code has long expired and
 * the hour the throttle counts is over, so nothing reads them again. Answers how many went.
 */
export async function purgeStaleResetCodes(db: Queryable): Promise<number> {
  const gone = await db.execute<{ id: string | number }>(sql`DELETE FROM password_reset_codes WHERE created_at < now() - interval '1 day' RETURNING id`);
  return gone.rows.length;
}

/** 429 while the number's last code is under a minute old, or it has had its codes for the hour. */
async function refuseTooSoon(tx: Tx, phone: string): Promise<void> {
  const result = await tx.execute<{ in_hour: string | number; resend_in: string | number | null; hour_frees_in: string | number | null }>(sql`
    SELECT count(*) AS in_hour,
           ceil(extract(epoch FROM max(created_at) + make_interval(secs => ${resetCodeRules.resendSeconds}) - now())) AS resend_in,
           ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now())) AS hour_frees_in
      FROM password_reset_codes
     WHERE phone = ${phone} AND created_at > now() - interval '1 hour'`);
  const [window] = result.rows;
  if (!window) return;
  const resendIn = Number(window.resend_in ?? 0);
  if (resendIn > 0) throw new AppError('RATE_LIMITED', resetMessages.waitBeforeResend(resendIn));
  if (Number(window.in_hour) >= resetCodeRules.perHour) {
    throw new AppError('RATE_LIMITED', resetMessages.tooManyThisHour(Math.max(1, Math.ceil(Number(window.hour_frees_in ?? 60) / 60))));
  }
}
