import { indiaDay } from '@shared/india-day';

// Calendar days as the server counts them: Asia/Kolkata (daily limits, the statement,
// bets). A phone set to another zone, or a browser on UTC late in the evening, would otherwise
// ask for a day that has not started in India or has already ended.

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDay(now);
}

/** A YYYY-MM-DD date moved by whole days. */
export function shiftDate(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
