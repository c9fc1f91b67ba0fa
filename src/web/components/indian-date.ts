// Dates as Indian players write them, day first (dd/mm/yyyy), against the ISO day (YYYY-MM-DD)
// the screens and the API use.

export type ParsedDate = { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'invalid' };

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2026-02-28" → "28/02/2026"; anything that is not an ISO day → "". */
export function isoToIndian(iso: string): string {
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return found ? `${found[3]}/${found[2]}/${found[1]}` : '';
}

/**
 * What a player typed, day first: "28/02/2026", "28-2-2026", "28.02.2026" or "28022026". A day
 * that does not exist (31/02/2026, 29/02/2027) or a year outside 1900–2199 is invalid.
 */
export function parseIndianDate(text: string): ParsedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const found = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!found) return { kind: 'invalid' };
  const [day, month, year] = [Number(found[1]), Number(found[2]), Number(found[3])];
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return { kind: 'invalid' };
  return { kind: 'date', iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}

/**
 * Slashes put in as a player types digits: "28" → "28/", "28/02" → "28/02/". Only when the text
 * grew (deleting a slash works as expected).
 */
export function withSlashes(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  return /^\d{2}$|^\d{1,2}\/\d{2}$/.test(next) ? `${next}/` : next;
}
