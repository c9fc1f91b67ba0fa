import { formatNumericDateTime } from '@web/lib/format';
import { t } from '@lingui/core/macro';
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
  if (total === 0 || rowsOnPage === 0) return t`showing 0 to 0 of ${total} entries`;
  const first = (page - 1) * pageSize + 1;
  const last = first + rowsOnPage - 1;
  return t`showing ${first} to ${last} of ${total} entries`;
}

/** A row's time as dd/mm/yyyy, HH:MM in the player's timezone; text that is not a time is shown as sent. */
export const formatRowDate = (value: string): string => formatNumericDateTime(value);
