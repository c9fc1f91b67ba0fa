import { toRupees } from '@shared/money';
import { toDecimalPrice } from '@shared/odds-ladder';
import type { BetStatus } from '@shared/schemas/bets';

// How a stored bet reads at the API edge: the API's statuses, rupees and decimal odds.

export type StoredStatus = 'open' | 'matched' | 'cancelled' | 'lapsed' | 'won' | 'lost' | 'void';

export function betStatusOf(status: StoredStatus, matchedStake: number): BetStatus {
  if (status === 'open') return matchedStake > 0 ? 'partially_matched' : 'unmatched';
  return status;
}

/** Average matched price as decimal odds (two decimals), null while nothing is matched. */
export function averagePrice(matchedValue: number, matchedStake: number): number | null {
  if (matchedStake <= 0) return null;
  return Math.round(matchedValue / matchedStake) / 100;
}

export const priceOut = (hundredths: number) => toDecimalPrice(hundredths);
export const moneyOut = (paise: number) => toRupees(paise);
