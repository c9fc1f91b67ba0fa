import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@shared/schemas/auth';
import type { Db } from '@server/db/client';
import { passwordResetCodes, users } from '@server/db/schema';
import { badRequest } from '@server/errors';
import { deleteUnplayedGameSessions } from '@server/modules/casino';
import { tellSecurityChange } from '@server/modules/notifications';
import { hashPassword, refuseCommonPassword } from './passwords';
import { isResetCodeRight, resetCodeRules, resetMessages } from './reset-codes';
import { revokeAllSessions } from './sessions';

export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>;

type Outcome = { kind: 'reset'; userId: number } | { kind: 'no-live-code' } | { kind: 'wrong-code'; triesLeft: number };

/**
 * Sets a new password with the code sent to the number: only the number's newest code counts,
 * while it is live (unexpired, unused, fewer than five wrong tries). A wrong try is counted even
 * though the request fails. Success uses the code up and ends every session of the player, and
 * with them their game sessions. Answers the player's id.
 */
export async function resetPassword(db: Db, input: ResetPasswordRequest): Promise<number> {
  refuseCommonPassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({
        id: passwordResetCodes.id,
        userId: passwordResetCodes.userId,
        codeHash: passwordResetCodes.codeHash,
        failedAttempts: passwordResetCodes.failedAttempts,
        isLive: sql<boolean>`${passwordResetCodes.usedAt} IS NULL AND ${passwordResetCodes.expiresAt} > now() AND ${passwordResetCodes.failedAttempts} < ${resetCodeRules.maxTries}`,
      })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.phone, input.phone_number))
      .orderBy(desc(passwordResetCodes.id))
      .limit(1)
      .for('update');
    if (!row || !row.isLive) return { kind: 'no-live-code' };
    // A number nobody holds has rows without a code: every try there is wrong, counted the same way.
    if (row.userId === null || !isResetCodeRight(row.codeHash, input.phone_number, input.code)) {
      const failedAttempts = row.failedAttempts + 1;
      await tx.update(passwordResetCodes).set({ failedAttempts }).where(eq(passwordResetCodes.id, row.id));
      return { kind: 'wrong-code', triesLeft: resetCodeRules.maxTries - failedAttempts };
    }
    await tx.update(passwordResetCodes).set({ usedAt: new Date() }).where(eq(passwordResetCodes.id, row.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await deleteUnplayedGameSessions(tx, await revokeAllSessions(tx, row.userId));
    await tellSecurityChange(tx, row.userId, { kind: 'password' });
    return { kind: 'reset', userId: row.userId };
  });
  if (outcome.kind === 'no-live-code') throw badRequest(resetMessages.noLiveCode, { code: resetMessages.noLiveCode });
  if (outcome.kind === 'wrong-code') {
    const message = resetMessages.wrongCode(outcome.triesLeft);
    throw badRequest(message, { code: message });
  }
  return outcome.userId;
}
