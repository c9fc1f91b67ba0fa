import type { BetSide } from '@shared/schemas/bets';
import { isOnLadder, stepPrice, toDecimalPrice } from '@shared/odds-ladder';

// The bet slip's arithmetic, kept pure so it can be tested alone: ladder ticks on the price,
// the stake as typed with thousands separators, and what the bet wins or risks.

/** A typed price as a number, or undefined when it is not a number at all. */
export function parsePrice(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The next ladder price up or down from what is typed (an off-ladder price snaps onto it). */
export function tickPrice(text: string, direction: 1 | -1): string {
  const price = parsePrice(text);
  if (price === undefined || price < 1.01) return '1.01';
  const hundredths = Math.min(100_000, Math.round(price * 100));
  return toDecimalPrice(stepPrice(hundredths, direction)).toFixed(2);
}

export function isLadderPrice(text: string): boolean {
  const price = parsePrice(text);
  return price !== undefined && isOnLadder(price);
}

/** Digits and one decimal point with at most two decimals, from whatever was typed or pasted. */
export function cleanStakeInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = kept.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (rest.length === 0) return wholeDigits;
  return `${wholeDigits || '0'}.${rest.join('').slice(0, 2)}`;
}

/** "25000.5" → "25,000.5": the whole part grouped (Indian grouping), the decimals as typed. */
export function groupStakeInput(clean: string): string {
  if (clean === '') return '';
  const [whole = '', decimals] = clean.split('.');
  const grouped = whole === '' ? '0' : new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Number(whole));
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** The stake in rupees from the cleaned input, or undefined when empty. */
export function stakeOf(clean: string): number | undefined {
  if (clean === '' || clean === '.') return undefined;
  const value = Number(clean);
  return Number.isFinite(value) ? value : undefined;
}

export type BetOutcome = {
  /** What the bet wins if it wins, in rupees. */
  profit: number;
  /** What the bet loses if it loses (the money held), in rupees. */
  liability: number;
};

/**
 * Back: wins stake × (price − 1), risks the stake. Lay: wins the backer's stake, risks
 * stake × (price − 1). Worked in paise and hundredths so no float rounding shows.
 */
export function betOutcome(side: BetSide, price: number, stake: number): BetOutcome {
  if (!(price > 1) || !(stake > 0)) return { profit: 0, liability: 0 };
  const stakePaise = Math.round(stake * 100);
  const odds = Math.round(price * 100);
  const winOrRisk = Math.round((stakePaise * (odds - 100)) / 100) / 100;
  const stakeRupees = stakePaise / 100;
  return side === 'back' ? { profit: winOrRisk, liability: stakeRupees } : { profit: stakeRupees, liability: winOrRisk };
}
