import { z } from 'zod';
import type { AppError } from '../errors';

// The success and failure envelopes (docs/architecture.md, "A request's path"), as zod schemas for route contracts.

export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const errorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorSchema>;

/** The failure envelope of an AppError: the one body a refusal answers with, live or replayed from an Idempotency-Key. */
export function errorBody(error: AppError): ErrorBody {
  return { success: false, message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) };
}

export function ok<T>(data: T, message?: string): { success: true; message?: string; data: T } {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

/** Error responses every authenticated route can give. */
export const authErrors = { 401: errorSchema, 403: errorSchema } as const;
export const commonErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema } as const;
