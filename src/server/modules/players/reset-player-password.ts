import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ResetPlayerPasswordInput } from '@shared/schemas/players';
import type { Db } from '@server/db/client';
import { unprocessable } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { hashPassword } from '@server/modules/auth';
import { noticeTexts, notifyPlayer } from '@server/modules/notifications';
import { enqueueSms } from '@server/modules/sms';
import { isPlayer } from './list-players';
import { playerNotFound } from './player-page';

// The operator resets a player's password (the player lost their phone's number, or asks support
// to): a new random password, every sign-in of the player ended, an audit row, and the new
// password texted to the player's own number. The operator never sees it. The text is queued in
// the change's transaction and sent after the answer, like every other text (a rolled back reset
// sends nothing); the SMS outbox shows when it went or why the provider refused it, and the
// player can still use "Forgot password" once their number works.

/** No 0/O, 1/l/I: read off a phone's screen and typed in without doubt. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

export function temporaryPassword(): string {
  let password = '';
  for (let i = 0; i < LENGTH; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  // At least one digit: a password of letters alone reads like a word.
  return /\d/.test(password) ? password : `${password.slice(0, -1)}${randomInt(2, 10)}`;
}

export const passwordResetText = (password: string) =>
  `Lotus: support has reset your password. Your new password is ${password}. Sign in with it, then change it in Settings. Not you? Contact support now.`;

export type PlayerPasswordReset = { sessions_ended: number };

export async function resetPlayerPassword(db: Db, userId: number, input: ResetPlayerPasswordInput, actor: Actor): Promise<PlayerPasswordReset> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ phone_key: string | null; is_demo: boolean }>(
      sql`SELECT phone_key, is_demo FROM users u WHERE u.id = ${userId} AND ${isPlayer} FOR UPDATE`,
    );
    const player = found.rows[0];
    if (!player) throw playerNotFound();
    if (player.is_demo) throw unprocessable('A demo player has no password to reset');
    if (!player.phone_key) throw unprocessable('This player has no phone number of their own to text the new password to');
    await tx.execute(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`);
    const ended = await tx.execute<{ id: number }>(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING id`);
    await recordAudit(tx, {
      ...actor,
      action: 'user.reset_password',
      targetType: 'user',
      targetId: userId,
      details: { reason: input.reason, sessions_ended: ended.rows.length },
    });
    await enqueueSms(tx, { to: player.phone_key, text: passwordResetText(password), purpose: 'security' });
    await notifyPlayer(tx, userId, 'security', noticeTexts.passwordResetBySupport());
    return { sessions_ended: ended.rows.length };
  });
}
