import { randomInt } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { normalisePhoneNumber } from '@shared/phone';
import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';

const byLowerUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

export async function isUsernameAvailable(db: Queryable, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(byLowerUsername(username)).limit(1);
  return row === undefined;
}

/** A free `lotus` + six digits username (spec §5); after 10 taken draws, `lotus` + the time. */
export async function pickFreeUsername(db: Queryable, prefix = 'lotus'): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `${prefix}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (await isUsernameAvailable(db, candidate)) return candidate;
  }
  return `${prefix}${Date.now()}${randomInt(0, 1000)}`;
}

/**
 * The accounts a sign-in name stands for: the player who holds the phone number it reads as (in
 * any spelling), then the account of that username. Both only for a digits-only username made
 * before usernames that read as phone numbers were refused.
 */
export async function findLoginRows(db: Queryable, name: string) {
  const phone = normalisePhoneNumber(name);
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status, phoneKey: users.phoneKey })
    .from(users)
    .where(phone ? or(eq(users.phoneKey, phone), byLowerUsername(name)) : byLowerUsername(name))
    .limit(2);
  return rows.sort((a, b) => Number(b.phoneKey !== null && b.phoneKey === phone) - Number(a.phoneKey !== null && a.phoneKey === phone));
}
