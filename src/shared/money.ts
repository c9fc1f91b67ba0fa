// Money is integer paise everywhere inside Lotus. Rupees exist only at the JSON edge and on screen.

declare const paiseBrand: unique symbol;
/** An integer number of paise (1 rupee = 100 paise). */
export type Paise = number & { readonly [paiseBrand]: true };

/** The largest amount Lotus will ever hold in one place: ₹1,000 crore. Anything above is malformed input. */
export const MAX_PAISE = 1_000_000_000_000 as Paise;

export function paise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of paise: ${value}`);
  return value as Paise;
}

/** True when a rupee figure has at most two decimals and is a finite number. */
export function isRupeeAmount(rupees: number): boolean {
  if (!Number.isFinite(rupees)) return false;
  const scaled = rupees * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 && Math.abs(scaled) <= MAX_PAISE;
}

/** Rupees from JSON to paise. Throws on fractions of a paisa, NaN, infinities and absurd sizes. */
export function toPaise(rupees: number): Paise {
  if (!isRupeeAmount(rupees)) throw new RangeError(`not a rupee amount: ${rupees}`);
  return Math.round(rupees * 100) as Paise;
}

/** Paise to rupees for JSON answers (at most two decimals, e.g. 25000.5). */
export function toRupees(amount: Paise | number): number {
  return Math.round(amount) / 100;
}

// Made on first use, not when the module loads: in a browser the first formatter a page makes
// loads the locale's data, which the site's start leaves to a worker (web/lib/warm-intl.ts).
let grouping: Intl.NumberFormat | undefined;

/** Rupees with two decimals and Indian digit grouping, no currency sign: 100000 → "1,00,000.00". */
export function formatGroupedRupees(rupees: number): string {
  grouping ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return grouping.format(rupees);
}

/** ₹ with two decimals and Indian digit grouping: ₹1,00,000.00. Negative amounts as -₹50.00. */
export function formatInr(amount: Paise | number): string {
  const text = formatGroupedRupees(Math.abs(amount) / 100);
  return amount < 0 ? `-₹${text}` : `₹${text}`;
}

/** For screens that hold rupees (already converted at the edge). */
export function formatRupees(rupees: number): string {
  return formatInr(Math.round(rupees * 100));
}
