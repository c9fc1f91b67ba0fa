import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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

export async function findLoginRow(db: Queryable, username: string) {
  const [row] = await db.select({ id: users.id, passwordHash: users.passwordHash, status: users.status }).from(users).where(byLowerUsername(username)).limit(1);
  return row;
}
