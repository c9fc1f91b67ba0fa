import type { z } from 'zod';

// Amount text typed by the player, read with the shared schema (its message word for word).

/** The typed text as a number: grouping commas allowed, anything else that is not a number is NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[,\s₹]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

export function checkAmount(text: string, schema: z.ZodType<number>, emptyMessage: string): AmountCheck {
  const parsed = schema.safeParse(parseAmount(text));
  if (parsed.success) return { ok: true, amount: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? emptyMessage };
}

/** Quick-add: what is typed (or nothing) plus the step, kept to whole paise. */
export function addToAmount(text: string, step: number): string {
  const current = parseAmount(text);
  const base = Number.isFinite(current) && current > 0 ? current : 0;
  const next = Math.round((base + step) * 100) / 100;
  return String(next);
}
