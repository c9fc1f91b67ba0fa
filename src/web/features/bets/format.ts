import { formatRupees } from '../../../shared/money';
import type { BetStatus } from '../../../shared/schemas/bets';

// How bets read on the player's screens: India time, signed rupees, plain status words.

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Kolkata',
});

export function formatBetTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

/** +₹1,000.00 / -₹250.00 / ₹0.00 */
export function formatSigned(rupees: number): string {
  return rupees > 0 ? `+${formatRupees(rupees)}` : formatRupees(rupees);
}

export function formatOdds(price: number | null): string {
  return price === null || !(price > 0) ? '-' : price.toFixed(2);
}

export const statusLabels: Record<BetStatus, string> = {
  unmatched: 'Unmatched',
  partially_matched: 'Partially matched',
  matched: 'Matched',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  cancelled: 'Cancelled',
  lapsed: 'Lapsed',
};

export const statusTones: Record<BetStatus, string> = {
  unmatched: 'bg-warning/15 text-warning',
  partially_matched: 'bg-back/15 text-back',
  matched: 'bg-back/15 text-back',
  won: 'bg-success/15 text-success',
  lost: 'bg-danger/15 text-danger',
  void: 'bg-ink-600 text-muted',
  cancelled: 'bg-ink-600 text-muted',
  lapsed: 'bg-ink-600 text-muted',
};

export function profitTone(rupees: number): string {
  if (rupees > 0) return 'text-success';
  if (rupees < 0) return 'text-danger';
  return 'text-muted';
}
