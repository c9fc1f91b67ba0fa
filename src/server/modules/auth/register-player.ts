import type { z } from 'zod';
import { DEFAULT_DISPLAY_NAME, type registerSchema } from '../../../shared/schemas/auth';
import type { Session } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation } from '../../errors';
import { claimReferralCode, INVALID_REFERRAL_CODE } from '../referrals/referral-codes';
import { buildUserObject } from '../user/user-object';
import { hashPassword } from './passwords';
import { createSession } from './sessions';
import { isUsernameAvailable, pickFreeUsername } from './usernames';

export type RegisterPlayerInput = z.output<typeof registerSchema>;

export const USERNAME_TAKEN = 'Username already exists';

/**
 * Creates a player with a valid referral code (counting its use) and signs them in. Without a
 * username the server picks a free one; a taken username is a 409.
 */
export async function registerPlayer(db: Db, input: RegisterPlayerInput, tokenTtlMs: number): Promise<Session> {
  if (input.username && !(await isUsernameAvailable(db, input.username))) throw conflict(USERNAME_TAKEN);
  const passwordHash = await hashPassword(input.password);

  // A generated username can lose a race to another registration: draw again, a few times.
  for (let attempt = 0; ; attempt++) {
    const username = input.username ?? (await pickFreeUsername(db));
    try {
      return await db.transaction(async (tx) => {
        const referralCodeId = await claimReferralCode(tx, input.referral_code);
        if (referralCodeId === undefined) throw badRequest(INVALID_REFERRAL_CODE, { referral_code: INVALID_REFERRAL_CODE });
        const [row] = await tx
          .insert(users)
          .values({
            username,
            displayName: input.display_name ?? DEFAULT_DISPLAY_NAME,
            phoneNumber: input.phone_number,
            passwordHash,
            referralCodeId,
          })
          .returning();
        if (!row) throw new Error('user insert returned nothing');
        const token = await createSession(tx, row.id, tokenTtlMs);
        return { user: await buildUserObject(tx, row), token };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.username || attempt >= 3) throw conflict(USERNAME_TAKEN);
    }
  }
}
