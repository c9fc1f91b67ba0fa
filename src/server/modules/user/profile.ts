import { eq } from 'drizzle-orm';
import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';
import { notFound } from '@server/errors';

export async function updateDisplayName(db: Queryable, userId: number, displayName: string): Promise<void> {
  const [row] = await db.update(users).set({ displayName }).where(eq(users.id, userId)).returning({ id: users.id });
  if (!row) throw notFound('User not found');
}
