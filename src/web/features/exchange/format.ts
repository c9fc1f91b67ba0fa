// How exchange figures read on screen (spec §5): prices with two decimals, stakes and sizes with
// thousands separators and two decimals, and fixture dates as the spec's dd/mm/yyyy and HH:MM
// in India time.

const TIME_ZONE = 'Asia/Kolkata';
const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateParts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE });
const timeParts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TIME_ZONE });

/** 2 → "2.00"; a price that is absent, zero or negative reads '-'. */
export function formatPrice(price: number | null | undefined): string {
  return price === null || price === undefined || !(price > 0) ? '-' : price.toFixed(2);
}

/** 25000 → "25,000.00" (no currency sign: sizes under a price). */
export function formatStake(rupees: number): string {
  return amount.format(rupees);
}

/** ISO time → "21/11/2026". */
export function formatMatchDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateParts.format(date);
}

/** ISO time → "19:30" (India time). */
export function formatMatchTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeParts.format(date);
}
