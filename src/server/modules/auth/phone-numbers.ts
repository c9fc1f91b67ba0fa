import { eq } from 'drizzle-orm';
import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';

export const PHONE_TAKEN = 'Phone number already registered';

/** Whether a player account already holds this number (given in its ten-digit form, normalisePhoneNumber). */
export async function isPhoneNumberRegistered(db: Queryable, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phoneKey, phone)).limit(1);
  return row !== undefined;
}
