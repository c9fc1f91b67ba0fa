import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { toRupees } from '@shared/money';

// Back-office lists answer CSV with `?format=csv`: one writer for every table, so each export
// reads the same way in a spreadsheet. Dates are Indian (DD-MM-YYYY HH:MM, Asia/Kolkata),
// amounts rupees with two decimals and no grouping (a spreadsheet reads them as numbers), and a
// text cell a spreadsheet would run as a formula is defused with a leading apostrophe (OWASP's
// advice on CSV injection).

/** `?format=csv` beside a list's own query. */
export const csvFormatQuery = z.object({ format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional() });

export type CsvCell = string | number | boolean | Date | null | undefined;

export type CsvColumn<Row> = {
  header: string;
  /** `paise` turns an integer amount in paise into rupees with two decimals; `date` a Date or ISO string into Indian order. */
  kind?: 'text' | 'number' | 'paise' | 'date';
  value(row: Row): CsvCell;
};

const indianDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 26-11-2026 14:05 (Asia/Kolkata). */
export function csvDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(indianDateTime.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}`;
}

/** A cell a spreadsheet would take for a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe. */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText<Row>(column: CsvColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  switch (column.kind ?? 'text') {
    case 'paise':
      return toRupees(Number(value)).toFixed(2);
    case 'number':
      return Number.isFinite(Number(value)) ? String(Number(value)) : '';
    case 'date':
      return csvDate(value instanceof Date ? value : String(value));
    default:
      return quoted(defused(value instanceof Date ? csvDate(value) : String(value)));
  }
}

/** The whole file: a header line, then a line per row, CRLF as RFC 4180 has it. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => quoted(defused(column.header))).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cellText(column, row)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Most rows one export carries: a bigger table is narrowed by its filters first. */
export const CSV_MAX_ROWS = 50_000;

/**
 * Sends a CSV download: `text/csv` with a file name (`lotus-<name>-<YYYY-MM-DD>.csv`) and a byte
 * order mark, so a spreadsheet opens the rupee sign and Indian scripts as UTF-8. The route's JSON
 * response schema does not apply to it.
 */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = csvDate(new Date()).slice(0, 10).split('-').reverse().join('-');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="lotus-${name.replace(/[^a-z0-9-]/gi, '-')}-${day}.csv"`)
    .serializer((payload: unknown) => payload as string)
    .send(`\uFEFF${csv}`);
}
