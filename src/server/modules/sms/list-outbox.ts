import { count, desc, eq } from 'drizzle-orm';
import type { SmsOutboxEntry, SmsOutboxQuery } from '@shared/schemas/sms';
import type { Queryable } from '@server/db/client';
import { smsOutbox } from '@server/db/schema';

/** A page of the outbox, newest first, optionally only the messages to one number. */
export async function listOutbox(db: Queryable, query: SmsOutboxQuery): Promise<{ messages: SmsOutboxEntry[]; total: number }> {
  const where = query.phone_number ? eq(smsOutbox.toNumber, query.phone_number) : undefined;
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(where)
    .orderBy(desc(smsOutbox.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [counted] = await db.select({ total: count() }).from(smsOutbox).where(where);
  return {
    messages: rows.map((row) => ({ id: row.id, to: row.toNumber, text: row.body, created_at: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}
