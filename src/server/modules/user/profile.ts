import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../errors';

export async function updateDisplayName(db: Queryable, userId: number, displayName: string): Promise<void> {
  const [row] = await db.update(users).set({ displayName }).where(eq(users.id, userId)).returning({ id: users.id });
  if (!row) throw notFound('User not found');
}
