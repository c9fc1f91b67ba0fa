import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ForgotPasswordAnswer } from '@shared/schemas/auth';
import type { Db, Queryable, Tx } from '@server/db/client';
import { passwordResetCodes, users } from '@server/db/schema';
import { AppError } from '@server/errors';
import type { SmsGateway } from '@server/modules/sms';
import { generateResetCode, hashResetCode, resetCodeRules, resetCodeText, resetMessages } from './reset-codes';

/**
 * "Forgot password": sends a reset code by SMS to the player who holds this number (a real,
 * active player: demo players and the operator hold none). Whether or not anyone holds it, the
 * request is recorded and throttled alike and the answer is the same. A provider that refuses
 * the message is logged and noted on the code's row; the answer does not change.
 */
export async function requestResetCode(db: Db, phone: string, deps: { sms: SmsGateway; log: FastifyBaseLogger }): Promise<ForgotPasswordAnswer> {
  const issued = await db.transaction(async (tx) => {
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
    return row && code ? { rowId: row.id, code } : undefined;
  });

  if (issued) {
    try {
      await deps.sms.send(phone, resetCodeText(issued.code));
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      deps.log.warn({ provider: deps.sms.provider, codeId: issued.rowId, reason }, 'password reset code not delivered');
      await db.update(passwordResetCodes).set({ deliveryError: reason }).where(eq(passwordResetCodes.id, issued.rowId));
    }
  }
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
