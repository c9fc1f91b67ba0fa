import { shiftDate, todayInIndia } from '@web/lib/india-dates';

// Dates on the statement's filter are India calendar days (YYYY-MM-DD), as the server reads them.

export const DEFAULT_RANGE_DAYS = 30;

/** The last 30 days, today included: what a player opening a statement expects to see. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const today = todayInIndia(now);
  return { from: shiftDate(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
}

/** 'showing X to Y of N entries' (spec §2). */
export function entriesLine(page: number, pageSize: number, rowsOnPage: number, total: number): string {
  if (total === 0 || rowsOnPage === 0) return `showing 0 to 0 of ${total} entries`;
  const first = (page - 1) * pageSize + 1;
  return `showing ${first} to ${first + rowsOnPage - 1} of ${total} entries`;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Kolkata',
});

/** A row's time as dd/mm/yyyy, HH:MM (Asia/Kolkata); text that is not a time is shown as sent. */
export function formatRowDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateTime.format(time);
}
