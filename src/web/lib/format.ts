import { formatRupees } from '@shared/money';

// How times and amounts read on Lotus's screens: India time, signed rupees, odds to two places.

const indiaDateTime = { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' } as const;
const clock24 = new Intl.DateTimeFormat('en-IN', { ...indiaDateTime, hour12: false });
const clock12 = new Intl.DateTimeFormat('en-IN', { ...indiaDateTime, hour12: true });

function formatTime(clock: Intl.DateTimeFormat, iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : clock.format(time);
}

/** An ISO time on a 24-hour clock: 22 Nov 2025, 16:30 (Asia/Kolkata); text that is not a time is shown as sent. */
export const formatBetTime = (iso: string): string => formatTime(clock24, iso);

/** An ISO time as Indian players read it: 22 Nov 2025, 04:30 pm (Asia/Kolkata); text that is not a time is shown as sent. */
export const formatDateTime = (iso: string): string => formatTime(clock12, iso);

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
