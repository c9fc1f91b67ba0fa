import type { z } from 'zod';
import { DEFAULT_DISPLAY_NAME, type registerSchema, type Session } from '@shared/schemas/auth';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { badRequest, conflict, isUniqueViolation } from '@server/errors';
import { claimReferralCode, INVALID_REFERRAL_CODE } from '@server/modules/referrals';
import { buildUserObject, startUserSettings } from '@server/modules/user';
import { hashPassword, refuseCommonPassword } from './passwords';
import { isPhoneNumberRegistered, PHONE_TAKEN } from './phone-numbers';
import { createSession, type NewAccountFrom } from './sessions';
import { isUsernameAvailable, pickFreeUsername } from './usernames';

export type RegisterPlayerInput = z.output<typeof registerSchema>;

export const USERNAME_TAKEN = 'Username already exists';

/**
 * Creates a player with a valid referral code (counting its use) and signs them in. Without a
 * username the server picks a free one; a taken username, or a phone number another player
 * holds, is a 409. A common password is a 400. The account starts in the language the player was
 * reading.
 */
export async function registerPlayer(
  db: Db,
  input: RegisterPlayerInput,
  tokenTtlMs: number,
  { device, language = 'en' }: NewAccountFrom = {},
): Promise<Session> {
  refuseCommonPassword(input.password, 'password');
  if (input.username && !(await isUsernameAvailable(db, input.username))) throw conflict(USERNAME_TAKEN);
  const passwordHash = await hashPassword(input.password);

  // A generated username can lose a race to another registration: draw again, a few times.
  for (let attempt = 0; ; attempt++) {
    const username = input.username ?? (await pickFreeUsername(db));
    try {
      return await db.transaction(async (tx) => {
        const referralCodeId = await claimReferralCode(tx, input.referral_code);
        if (referralCodeId === undefined) throw badRequest(INVALID_REFERRAL_CODE, { referral_code: INVALID_REFERRAL_CODE });
        if (await isPhoneNumberRegistered(tx, input.phone_number)) throw conflict(PHONE_TAKEN);
        const [row] = await tx
          .insert(users)
          .values({
            username,
            displayName: input.display_name ?? DEFAULT_DISPLAY_NAME,
            phoneNumber: input.phone_number,
            phoneKey: input.phone_number,
            passwordHash,
            referralCodeId,
            ageConfirmedAt: input.confirm_age ? new Date() : null,
            termsAcceptedAt: input.accept_terms ? new Date() : null,
          })
          .returning();
        if (!row) throw new Error('user insert returned nothing');
        await startUserSettings(tx, row.id, language);
        const token = await createSession(tx, row.id, tokenTtlMs, device);
        return { user: await buildUserObject(tx, row), token };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another registration of the same number committed first: the unique phone_key said so.
      if (await isPhoneNumberRegistered(db, input.phone_number)) throw conflict(PHONE_TAKEN);
      if (input.username || attempt >= 3) throw conflict(USERNAME_TAKEN);
    }
  }
}
