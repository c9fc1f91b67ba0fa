import { formatRupees } from '../../../shared/money';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** An ISO time as Indian players read it: 22 Nov 2025, 04:30 pm (Asia/Kolkata). */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

/** A signed amount with its sign always shown: +₹1,000.00, -₹250.00. */
export function formatSignedRupees(rupees: number): string {
  return rupees > 0 ? `+${formatRupees(rupees)}` : formatRupees(rupees);
}
