import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { hashPassword } from './passwords';

/**
 * Makes sure the operator account exists. With a password given, it is created or its password
 * reset; without one, a random password is generated only when the account is first created.
 */
export async function ensureAdmin(db: Db, username: string, password?: string): Promise<{ id: number; generatedPassword?: string }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (existing) {
    if (password) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), role: 'admin', status: 'active' })
        .where(eq(users.id, existing.id));
    }
    return { id: existing.id };
  }
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const [created] = await db
    .insert(users)
    .values({
      username,
      displayName: 'Operator',
      passwordHash: await hashPassword(password ?? generatedPassword ?? ''),
      role: 'admin',
    })
    .returning({ id: users.id });
  if (!created) throw new Error('could not create the operator account');
  return generatedPassword ? { id: created.id, generatedPassword } : { id: created.id };
}
