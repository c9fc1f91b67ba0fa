import { t } from '@lingui/core/macro';
import type { PlacedBet } from '@shared/schemas/bets';
import { formatRupees } from '@shared/money';
import { formatPrice } from './format';

// How a placed bet's outcome reads in the slip and in One Click Bet's toast.

export type PlacedBetText = { title: string; lines: string[]; tone: 'success' | 'info' };

/** Fancy lines read as a rate (what ₹100 wins), other markets as decimal odds. */
function priceText(price: number | null, isFancy: boolean): string {
  const rate = isFancy && price !== null ? Math.round((price - 1) * 100) : undefined;
  return rate !== undefined ? t`rate ${rate}` : formatPrice(price);
}

export function describePlacedBet(bet: PlacedBet, isFancy = false): PlacedBetText {
  const matchedStake = formatRupees(bet.matched_stake);
  const matchedPrice = priceText(bet.avg_price, isFancy);
  const unmatchedStake = formatRupees(bet.unmatched_stake);
  const unmatchedPrice = priceText(bet.price, isFancy);
  const matched = t`${matchedStake} matched at ${matchedPrice}`;
  const waiting = t`${unmatchedStake} unmatched at ${unmatchedPrice}`;
  const lines: string[] = [];
  if (bet.status === 'matched') lines.push(bet.matched_stake > 0 ? matched : t`Matched`);
  if (bet.status === 'partially_matched') lines.push(matched, waiting);
  if (bet.status === 'unmatched') lines.push(t`${waiting}, waiting for a match`);
  const cancelledStake = formatRupees(bet.cancelled_stake);
  if (bet.cancelled_stake > 0) lines.push(t`${cancelledStake} cancelled: it would have matched your own bet`);
  const status = bet.status.replace('_', ' ');
  if (lines.length === 0) lines.push(t`Status: ${status}`);
  const titles: Record<string, string> = { matched: t`Bet matched`, partially_matched: t`Bet partially matched`, unmatched: t`Bet placed, unmatched` };
  return { title: titles[bet.status] ?? t`Bet placed`, lines, tone: bet.status === 'matched' ? 'success' : 'info' };
}
