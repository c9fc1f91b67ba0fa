import { z } from 'zod';

// Matka and Delhi markets (spec §2, §3): daily open and close times in India, status, the
// countdown to close, and results (Open, Close, Jodi; 'NYD' when not yet declared).

export const NOT_YET_DECLARED = 'NYD';
export const matkaCategories = ['matka', 'delhi'] as const;

export const matkaMarketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(matkaCategories),
  /** Daily times in India, 'HH:MM'. */
  open_time: z.string(),
  close_time: z.string(),
  /** Today's (or the current session's) open and close as the card shows them: 'dd/mm HH:MM'. */
  open: z.string(),
  close: z.string(),
  status: z.enum(['Open', 'Close']),
  /** The next close from now (ISO): the card counts down to it. */
  closes_at: z.string(),
});
export type MatkaMarket = z.infer<typeof matkaMarketSchema>;

const resultRowSchema = z.object({ open: z.string(), close: z.string(), jodi: z.string() });

export const matkaResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(matkaCategories),
  today: resultRowSchema,
  yesterday: resultRowSchema,
});
export type MatkaResult = z.infer<typeof matkaResultSchema>;

/** A panna (three digits) and its digit (the last digit of their sum), e.g. 123-6. */
export const pannaSchema = z
  .string()
  .trim()
  .regex(/^\d{3}-\d$/, 'Give a panna and its digit, like 123-6')
  .refine((value) => {
    const [panna = '', digit = ''] = value.split('-');
    return [...panna].reduce((sum, char) => sum + Number(char), 0) % 10 === Number(digit);
  }, 'The digit must be the last digit of the panna’s sum');

export const declareMatkaResultSchema = z
  .object({
    /** The day the result belongs to (India); today when absent. */
    date: z.iso.date({ error: 'Date must be YYYY-MM-DD' }).optional(),
    open: pannaSchema.optional(),
    close: pannaSchema.optional(),
    jodi: z
      .string()
      .trim()
      .regex(/^\d{2}$/, 'Jodi is two digits')
      .optional(),
  })
  .refine((input) => input.open !== undefined || input.close !== undefined || input.jodi !== undefined, { message: 'Give open, close or jodi' });
export type DeclareMatkaResultInput = z.infer<typeof declareMatkaResultSchema>;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');

export const updateMatkaMarketSchema = z
  .object({ open_time: timeSchema.optional(), close_time: timeSchema.optional(), is_active: z.boolean().optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateMatkaMarketInput = z.infer<typeof updateMatkaMarketSchema>;
