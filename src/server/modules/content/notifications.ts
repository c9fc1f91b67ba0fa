import { asc, eq } from 'drizzle-orm';
import type { AdminNotification, CreateNotificationInput, Notification, UpdateNotificationInput } from '@shared/schemas/content';
import { cleanTranslations, inLanguage } from '@shared/schemas/translations';
import type { Language } from '@shared/i18n/languages';
import type { Queryable, Tx } from '@server/db/client';
import { notifications } from '@server/db/schema';
import { notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { nextSortOrder, reorderRows } from './ordering';

type NotificationRow = typeof notifications.$inferSelect;

const NOTIFICATION_NOT_FOUND = 'Notification not found';
const toNotification = (row: NotificationRow, language: Language = 'en'): Notification => ({
  id: row.id,
  message: inLanguage(row.message, row.translations, language),
  audience: row.audience,
});

const toAdminNotification = (row: NotificationRow): AdminNotification => ({
  ...toNotification(row),
  translations: row.translations,
  sort_order: row.sortOrder,
  is_active: row.isActive,
  updated_at: row.updatedAt.toISOString(),
});

/** The ticker's messages: active ones, in the operator's order, in `language` where the operator wrote it (else English). */
export async function listActiveNotifications(db: Queryable, language: Language = 'en'): Promise<Notification[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.isActive, true)).orderBy(asc(notifications.sortOrder), asc(notifications.id));
  return rows.map((row) => toNotification(row, language));
}

export async function listAllNotifications(db: Queryable): Promise<AdminNotification[]> {
  const rows = await db.select().from(notifications).orderBy(asc(notifications.sortOrder), asc(notifications.id));
  return rows.map(toAdminNotification);
}

export async function createNotification(tx: Tx, input: CreateNotificationInput, actor: Actor): Promise<AdminNotification> {
  const sortOrder = await nextSortOrder(tx, 'notifications');
  const [row] = await tx
    .insert(notifications)
    .values({ message: input.message, translations: cleanTranslations(input.translations), isActive: input.is_active, audience: input.audience, sortOrder })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  await recordAudit(tx, { ...actor, action: 'notification.create', targetType: 'notification', targetId: row.id, details: { ...input } });
  return toAdminNotification(row);
}

export async function updateNotification(tx: Tx, id: number, input: UpdateNotificationInput, actor: Actor): Promise<AdminNotification> {
  const [row] = await tx
    .update(notifications)
    .set({
      ...(input.message !== undefined ? { message: input.message } : {}),
      ...(input.translations !== undefined ? { translations: cleanTranslations(input.translations) } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      ...(input.audience !== undefined ? { audience: input.audience } : {}),
      updatedAt: new Date(),
    })
    .where(eq(notifications.id, id))
    .returning();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  await recordAudit(tx, { ...actor, action: 'notification.update', targetType: 'notification', targetId: id, details: { ...input } });
  return toAdminNotification(row);
}

export async function reorderNotifications(tx: Tx, ids: number[], actor: Actor): Promise<AdminNotification[]> {
  const order = await reorderRows(tx, 'notifications', ids, 'Notification');
  await recordAudit(tx, { ...actor, action: 'notification.reorder', targetType: 'notification', details: { order } });
  return listAllNotifications(tx);
}

export async function deleteNotification(tx: Tx, id: number, actor: Actor): Promise<void> {
  const [row] = await tx.delete(notifications).where(eq(notifications.id, id)).returning();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  await recordAudit(tx, { ...actor, action: 'notification.delete', targetType: 'notification', targetId: id, details: { message: row.message } });
}
