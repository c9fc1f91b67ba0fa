import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { PlayerNotifications } from '@shared/schemas/player-notifications';
import type { Queryable } from '@server/db/client';
import { playerNotifications } from '@server/db/schema';

/** How many of a player's newest notifications the list answers. */
export const NOTIFICATIONS_SHOWN = 50;

/**
 * Tells a player something: a row in their notifications, unread. Pass the transaction of what
 * caused it (a deposit approved, a bet matched), so the notice exists only if that commits.
 * `kind` names what it is about (`login_alert`, `security`, `deposit`...).
 */
export async function notifyPlayer(db: Queryable, userId: number, kind: string, message: string): Promise<void> {
  await db.insert(playerNotifications).values({ userId, kind, message });
}

/** notifyPlayer for many players at once (a market's settlement), in one statement. */
export async function notifyPlayers(db: Queryable, notices: ReadonlyArray<{ userId: number; kind: string; message: string }>): Promise<void> {
  if (notices.length === 0) return;
  await db.insert(playerNotifications).values(notices.map((notice) => ({ ...notice })));
}

/** The player's newest notifications, newest first, and how many of all theirs are unread. */
export async function listPlayerNotifications(db: Queryable, userId: number): Promise<PlayerNotifications> {
  const rows = await db
    .select()
    .from(playerNotifications)
    .where(eq(playerNotifications.userId, userId))
    .orderBy(desc(playerNotifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  const [unread] = await db
    .select({ n: count() })
    .from(playerNotifications)
    .where(and(eq(playerNotifications.userId, userId), isNull(playerNotifications.readAt)));
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    })),
    unread_count: Number(unread?.n ?? 0),
  };
}

/** Marks every unread notification of the player read. */
export async function markNotificationsRead(db: Queryable, userId: number): Promise<void> {
  await db
    .update(playerNotifications)
    .set({ readAt: new Date() })
    .where(and(eq(playerNotifications.userId, userId), isNull(playerNotifications.readAt)));
}
