import { z } from 'zod';
import { calendarDay } from './calendar-day';

// The operator audit log as the back office reads it.

export const auditLogQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').max(100_000).default(1),
  page_size: z.coerce.number({ error: 'page_size must be a number' }).int().min(1).max(200, 'page_size must be at most 200').default(50),
  action: z.string().trim().max(64).optional(),
  actor_id: z.coerce.number({ error: 'actor_id must be a number' }).int().positive('actor_id must be a positive number').optional(),
  /** Whose entries: people's (an operator acted) or automated ones (the feed, with no operator); both when absent. */
  source: z.enum(['people', 'automated'], { error: 'source must be people or automated' }).optional(),
  /** What the action was done to: a type (player, withdrawal, market...) and, optionally, its id. */
  target_type: z.string().trim().max(64).optional(),
  target_id: z.string().trim().max(64).optional(),
  /** Asia/Kolkata days, both included. */
  from: calendarDay('from').optional(),
  to: calendarDay('to').optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
