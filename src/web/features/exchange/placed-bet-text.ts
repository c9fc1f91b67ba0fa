import type { PlacedBet } from '@shared/schemas/bets';
import { formatRupees } from '@shared/money';
import { formatPrice } from './format';

// How a placed bet's outcome reads in the slip and in One Click Bet's toast.

export type PlacedBetText = { title: string; lines: string[]; tone: 'success' | 'info' };

/** Fancy lines read as a rate (what ₹100 wins), other markets as decimal odds. */
function priceText(price: number | null, isFancy: boolean): string {
  return isFancy && price !== null ? `rate ${Math.round((price - 1) * 100)}` : formatPrice(price);
}

export function describePlacedBet(bet: PlacedBet, isFancy = false): PlacedBetText {
  const matched = `${formatRupees(bet.matched_stake)} matched at ${priceText(bet.avg_price, isFancy)}`;
  const waiting = `${formatRupees(bet.unmatched_stake)} unmatched at ${priceText(bet.price, isFancy)}`;
  const lines: string[] = [];
  if (bet.status === 'matched') lines.push(bet.matched_stake > 0 ? matched : 'Matched');
  if (bet.status === 'partially_matched') lines.push(matched, waiting);
  if (bet.status === 'unmatched') lines.push(`${waiting}, waiting for a match`);
  if (bet.cancelled_stake > 0) lines.push(`${formatRupees(bet.cancelled_stake)} cancelled: it would have matched your own bet`);
  if (lines.length === 0) lines.push(`Status: ${bet.status.replace('_', ' ')}`);
  const titles: Record<string, string> = { matched: 'Bet matched', partially_matched: 'Bet partially matched', unmatched: 'Bet placed, unmatched' };
  return { title: titles[bet.status] ?? 'Bet placed', lines, tone: bet.status === 'matched' ? 'success' : 'info' };
}
