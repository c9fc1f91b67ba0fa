import type { Queryable } from '@server/db/client';
import { auditLog } from '@server/db/schema';

export type AuditEntry = {
  /** The operator (or player) who did it; null for the system itself (the feed). */
  actorId: number | null;
  /** What was done, as `area.verb`: `banner.create`, `deposit.approve`, `referral_code.disable`. */
  action: string;
  /** The kind of object it was done to: `banner`, `deposit`, `user`. */
  targetType: string;
  targetId?: string | number;
  /** Facts worth keeping: the changed fields, a reason, an amount. Never passwords or tokens. */
  details?: Record<string, unknown>;
  ip?: string;
};

/**
 * Writes one line of the operator audit log. Call it with the transaction that does the action,
 * so the action and its record commit together or not at all.
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

/** Who did an operator action, as the domain functions that record it take it. */
export type Actor = { actorId: number; ip?: string };
