import { and, count, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { AuditEntryView, AuditLogQuery } from '@shared/schemas/audit';
import type { Queryable } from '@server/db/client';
import { auditLog, users } from '@server/db/schema';

const kolkataMidnight = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000);

/** A page of the audit log, newest first, filtered by people or automated, action, operator, target and Asia/Kolkata days. */
export async function listAuditLog(db: Queryable, query: AuditLogQuery): Promise<{ entries: AuditEntryView[]; total: number }> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.actor_id) filters.push(eq(auditLog.actorId, query.actor_id));
  // An automated entry (the feed's) has no operator behind it.
  if (query.source === 'people') filters.push(isNotNull(auditLog.actorId));
  if (query.source === 'automated') filters.push(isNull(auditLog.actorId));
  if (query.target_type) filters.push(eq(auditLog.targetType, query.target_type));
  if (query.target_id) filters.push(eq(auditLog.targetId, query.target_id));
  if (query.from) filters.push(gte(auditLog.createdAt, kolkataMidnight(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, kolkataMidnight(query.to, 1)));
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
