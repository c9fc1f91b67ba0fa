import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminUser, ListUsersQuery, UpdateUserStatusInput } from '@shared/schemas/user';
import type { Queryable, Tx } from '@server/db/client';
import { referralCodes, sessions, users } from '@server/db/schema';
import { forbidden, notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { buildUserObject } from './user-object';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of accounts for the operator, newest first, with their balances. */
export async function listUsers(db: Queryable, query: ListUsersQuery): Promise<{ users: AdminUser[]; total: number }> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(users.username, pattern), ilike(users.displayName, pattern), ilike(users.phoneNumber, pattern));
    if (match) filters.push(match);
  }
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(eq(users.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select({ user: users, referralCode: referralCodes.code })
    .from(users)
    .leftJoin(referralCodes, eq(referralCodes.id, users.referralCodeId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const list = await Promise.all(
    rows.map(async ({ user, referralCode }) => ({
      ...(await buildUserObject(db, user)),
      created_at: user.createdAt.toISOString(),
      referral_code: referralCode,
    })),
  );
  return { users: list, total: counted?.total ?? 0 };
}

/** Suspends, closes or reactivates a player. A suspended or closed player's tokens stop working at once. */
export async function setUserStatus(tx: Tx, userId: number, input: UpdateUserStatusInput, actor: Actor): Promise<AdminUser> {
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  if (!target) throw notFound('User not found');
  if (target.role === 'admin') throw forbidden('An operator account cannot be suspended here');
  const [row] = await tx.update(users).set({ status: input.status }).where(eq(users.id, userId)).returning();
  if (!row) throw notFound('User not found');
  if (input.status !== 'active') {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
  await recordAudit(tx, {
    ...actor,
    action: `user.${input.status === 'active' ? 'activate' : input.status === 'suspended' ? 'suspend' : 'close'}`,
    targetType: 'user',
    targetId: userId,
    details: { from: target.status, to: input.status, ...(input.reason ? { reason: input.reason } : {}) },
  });
  const [code] = row.referralCodeId ? await tx.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.id, row.referralCodeId)) : [];
  return { ...(await buildUserObject(tx, row)), created_at: row.createdAt.toISOString(), referral_code: code?.code ?? null };
}
