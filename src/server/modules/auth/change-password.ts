import { eq } from 'drizzle-orm';
import type { ChangePasswordInput } from '@shared/schemas/auth';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { badRequest } from '@server/errors';
import { hashPassword, refuseCommonPassword, verifyPassword } from './passwords';
import type { AuthUser } from '@server/http/session-lookup';
import { tellSecurityChange } from '@server/modules/notifications';
import { revokeOtherSessions } from './sessions';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const SAME_PASSWORD = 'New password must be different from the current password';

/** Changes the signed-in user's password (not to a common one), ends every other session of theirs and tells them (SMS and a notification). */
export async function changePassword(db: Db, user: AuthUser, input: ChangePasswordInput): Promise<void> {
  refuseCommonPassword(input.new_password, 'new_password');
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.current_password))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { current_password: WRONG_CURRENT_PASSWORD });
  }
  if (input.new_password === input.current_password) throw badRequest(SAME_PASSWORD, { new_password: SAME_PASSWORD });
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, user.sessionId);
    await tellSecurityChange(tx, user.id, { kind: 'password' });
  });
}
