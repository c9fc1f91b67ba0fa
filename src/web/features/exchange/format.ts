import { formatGroupedRupees } from '@shared/money';
import { formatClock, formatNumericDate } from '@web/lib/format';

// How exchange figures read on screen (spec §5): prices with two decimals, stakes and sizes with
// thousands separators and two decimals, and fixture dates as the spec's dd/mm/yyyy and HH:MM
// in the player's timezone.

/** 2 → "2.00"; a price that is absent, zero or negative reads '-'. */
export function formatPrice(price: number | null | undefined): string {
  return price === null || price === undefined || !(price > 0) ? '-' : price.toFixed(2);
}

/** 25000 → "25,000.00" (no currency sign: sizes under a price). */
export function formatStake(rupees: number): string {
  return formatGroupedRupees(rupees);
}

/** A size in a narrow cell, as Indian exchanges write it: 950 → "950", 4000 → "4K", 250000 → "2.5L", 12500000 → "1.25Cr". */
export function formatCompactStake(rupees: number): string {
  const short = (value: number, unit: string) => `${Number(value.toFixed(2))}${unit}`;
  if (rupees >= 10_000_000) return short(rupees / 10_000_000, 'Cr');
  if (rupees >= 100_000) return short(rupees / 100_000, 'L');
  if (rupees >= 1_000) return short(rupees / 1_000, 'K');
  return String(Math.floor(rupees));
}

/** ISO time → "21/11/2026". */
export function formatMatchDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatNumericDate(date);
}

/** ISO time → "19:30". */
export function formatMatchTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatClock(date);
}
