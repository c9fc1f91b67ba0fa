import { formatRupees } from '@shared/money';
import { HOUSE_MAX_STAKE, HOUSE_MIN_STAKE, houseStakeSchema } from '@shared/schemas/casino';

// The stake box of every house game: the server's own schema checks it before a request, so the
// player reads the same message either way, and the ½ / 2× buttons stay inside the limits.

export type StakeCheck = { stake: number; error?: undefined } | { stake?: undefined; error: string };

export function checkStake(text: string): StakeCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Enter a stake' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: 'Stake must be a number' };
  const parsed = houseStakeSchema.safeParse(value);
  return parsed.success ? { stake: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Invalid stake' };
}

/** Halves or doubles a stake, kept within the limits and to whole paise. */
export function scaleStake(text: string, factor: number): string {
  const value = Number(text);
  const base = Number.isFinite(value) && value > 0 ? value : HOUSE_MIN_STAKE;
  const scaled = Math.min(HOUSE_MAX_STAKE, Math.max(HOUSE_MIN_STAKE, Math.floor(base * factor * 100) / 100));
  return String(scaled);
}

export const rupees = formatRupees;
