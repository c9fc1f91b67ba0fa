import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntryView, AuditLogQuery } from '@shared/schemas/audit';
import type { Queryable } from '@server/db/client';
import { auditLog, users } from '@server/db/schema';

/** A page of the audit log, newest first, optionally only one action or one operator's. */
export async function listAuditLog(db: Queryable, query: AuditLogQuery): Promise<{ entries: AuditEntryView[]; total: number }> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.actor_id) filters.push(eq(auditLog.actorId, query.actor_id));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select({ entry: auditLog, actorUsername: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    entries: rows.map(({ entry, actorUsername }) => ({
      id: entry.id,
      actor_id: entry.actorId,
      actor_username: actorUsername,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: (entry.details ?? {}) as Record<string, unknown>,
      ip: entry.ip,
      created_at: entry.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
