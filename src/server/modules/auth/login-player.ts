import { normalisePhoneNumber } from '@shared/phone';
import type { LoginInput, Session } from '@shared/schemas/auth';
import type { Db } from '@server/db/client';
import { forbidden, unauthorized } from '@server/errors';
import type { SecretBox } from '@server/secret-box';
import { findUserObject } from '@server/modules/user';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { LoginThrottle } from './rate-limits';
import { createSession, type SignInDevice } from './sessions';
import { checkSignInCode } from './two-factor';
import { findLoginRows } from './usernames';

/** One message for an unknown user and a wrong password, so a login cannot probe usernames. */
export const INVALID_LOGIN = 'Invalid username or password';

/** Signs a player in by username or phone number (any spelling of it) and password, and their authenticator code when two-factor is on. */
export async function loginPlayer(
  db: Db,
  input: LoginInput,
  deps: { tokenTtlMs: number; throttle: LoginThrottle; box: SecretBox; device?: SignInDevice | undefined },
): Promise<Session> {
  const { tokenTtlMs, throttle, box, device } = deps;
  const candidates = await findLoginRows(db, input.username);
  // Counted per account before the password costs anything; an unknown name is counted alike,
  // a phone number in one key whatever its spelling.
  const [first] = candidates;
  const account = first ? `user:${first.id}` : `name:${normalisePhoneNumber(input.username) ?? input.username.toLowerCase()}`;
  await throttle.claimAttempt(account);
  // An unknown name still costs one argon2 verification, so both failures take about as long.
  if (!first) await verifyPassword(await dummyPasswordHash(), input.password);
  let row: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, input.password)) {
      row = candidate;
      break;
    }
  }
  if (!row) throw unauthorized(INVALID_LOGIN);
  if (row.status !== 'active') throw forbidden('This account is not active. Please contact support.');
  await checkSignInCode(db, box, row.id, input.otp);
  await throttle.forgetFailures(account);
  const token = await createSession(db, row.id, tokenTtlMs, device);
  return { user: await findUserObject(db, row.id), token };
}
