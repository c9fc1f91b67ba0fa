import type { LoginInput, Session } from '@shared/schemas/auth';
import type { Db } from '@server/db/client';
import { forbidden, unauthorized } from '@server/errors';
import { findUserObject } from '@server/modules/user';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { LoginThrottle } from './rate-limits';
import { createSession } from './sessions';
import { findLoginRow } from './usernames';

/** One message for an unknown user and a wrong password, so a login cannot probe usernames. */
export const INVALID_LOGIN = 'Invalid username or password';

export async function loginPlayer(db: Db, input: LoginInput, tokenTtlMs: number, throttle: LoginThrottle): Promise<Session> {
  const row = await findLoginRow(db, input.username);
  // Counted per account before the password costs anything; an unknown name is counted alike.
  const account = row ? `user:${row.id}` : `name:${input.username.toLowerCase()}`;
  await throttle.claimAttempt(account);
  // An unknown user still costs one argon2 verification, so both failures take about as long.
  const isPasswordRight = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !isPasswordRight) throw unauthorized(INVALID_LOGIN);
  if (row.status !== 'active') throw forbidden('This account is not active. Please contact support.');
  await throttle.forgetFailures(account);
  const token = await createSession(db, row.id, tokenTtlMs);
  return { user: await findUserObject(db, row.id), token };
}
