import { formatRupees } from '@shared/money';
import { currentLanguage } from '@web/i18n/i18n';
import { dateLocales } from '@web/i18n/languages';
import { getPreferences } from './preferences';

// How times and amounts read on Lotus's screens: in the player's timezone (Settings; India time
// unless they chose another) and language (digits stay Latin, as amounts), signed rupees in
// Indian grouping, odds to two places. Every date and time shown goes through the formatters here.

type Clock = 'clock24' | 'clock12' | 'date' | 'time' | 'dayMonth' | 'numericDate' | 'numericDateTime';
const shapes: Record<Clock, Intl.DateTimeFormatOptions> = {
  clock24: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
  clock12: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true },
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hour12: false },
  dayMonth: { day: '2-digit', month: 'short' },
  numericDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  numericDateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
};
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The player's timezone now: what every date and time on screen is shown in. */
export function displayTimeZone(): string {
  return getPreferences().appearance.timezone;
}

function clockFor(shape: Clock): Intl.DateTimeFormat {
  const timeZone = displayTimeZone();
  const locale = dateLocales[currentLanguage()];
  const key = `${shape}|${timeZone}|${locale}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat(locale, { ...shapes[shape], timeZone });
    clocks.set(key, clock);
  }
  return clock;
}

function formatTime(shape: Clock, value: string | number | Date): string {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? String(value) : clockFor(shape).format(time);
}

/** An ISO time on a 24-hour clock: 22 Nov 2025, 16:30; text that is not a time is shown as sent. */
export const formatBetTime = (iso: string): string => formatTime('clock24', iso);

/** An ISO time as Indian players read it: 22 Nov 2025, 04:30 pm; text that is not a time is shown as sent. */
export const formatDateTime = (iso: string): string => formatTime('clock12', iso);

/** A day: 22 Nov 2025. */
export const formatDate = (value: string | number | Date): string => formatTime('date', value);

/** A time of day on a 24-hour clock: 16:30. */
export const formatClock = (value: string | number | Date): string => formatTime('time', value);

/** A day in Indian order: 22/11/2025. */
export const formatNumericDate = (value: string | number | Date): string => formatTime('numericDate', value);

/** A day and time in Indian order: 22/11/2025, 16:30. */
export const formatNumericDateTime = (value: string | number | Date): string => formatTime('numericDateTime', value);

/** A short day: 22 Nov. */
export const formatDayMonth = (value: string | number | Date): string => formatTime('dayMonth', value);

/** A signed amount with its sign always shown: +₹1,000.00, -₹250.00, ₹0.00. */
export function formatSignedRupees(rupees: number): string {
  return rupees > 0 ? `+${formatRupees(rupees)}` : formatRupees(rupees);
}

/** The bet screens' name for formatSignedRupees. */
export const formatSigned = formatSignedRupees;

export function formatOdds(price: number | null): string {
  return price === null || !(price > 0) ? '-' : price.toFixed(2);
}

export function profitTone(rupees: number): string {
  if (rupees > 0) return 'text-success';
  if (rupees < 0) return 'text-danger';
  return 'text-muted';
}
