import { z } from 'zod';

/** The years a calendar-day filter may name: wide enough for any record, narrow enough that every database reads the day. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

/** A calendar day as YYYY-MM-DD that exists (no 2026-22-15, no 30 February), in years the records could have. */
export function calendarDay(label: string) {
  const message = `${label} must be a date as YYYY-MM-DD`;
  return z.iso.date({ error: message }).refine((day) => {
    const year = Number(day.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, message);
}
