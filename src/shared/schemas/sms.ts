import { z } from 'zod';
import { normalisePhoneNumber } from '../phone';

// The SMS outbox as the back office reads it: the messages the outbox gateway "sent".

export const smsOutboxQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').max(100_000).default(1),
  page_size: z.coerce.number({ error: 'page_size must be a number' }).int().min(1).max(200, 'page_size must be at most 200').default(50),
  /** Only the messages to this number (any spelling of it). */
  phone_number: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const phone = normalisePhoneNumber(value);
      if (phone === undefined) ctx.issues.push({ code: 'custom', message: 'Please enter a valid 10-digit mobile number', input: value });
      return phone ?? z.NEVER;
    }),
});
export type SmsOutboxQuery = z.output<typeof smsOutboxQuerySchema>;

export const smsOutboxEntrySchema = z.object({ id: z.number().int(), to: z.string(), text: z.string(), created_at: z.string() });
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntrySchema>;

export const smsOutboxPageSchema = z.object({
  messages: z.array(smsOutboxEntrySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type SmsOutboxPage = z.infer<typeof smsOutboxPageSchema>;
