import { paise, type Paise } from '../money';

// Multipliers and the money they pay. Rounding rule, the same in every house game:
// - a multiplier carries at most 4 decimals; one computed from odds (dice, mines, hi-lo) is
//   floored to 4 decimals, crash points are floored to 2 (bustabit's hundredths), and table
//   payouts (plinko, colour prediction) are exact as published;
// - the player's win is stake × multiplier rounded DOWN to the paisa.
// Both floors go against the player by less than one unit, so the stated RTP is an upper bound
// and the shortfall is bounded (≤ 0.0001 × win chance for a floored multiplier).

/** Multipliers are exact in ten-thousandths. */
export const MULTIPLIER_SCALE = 10_000;

/**
 * floor(numerator / denominator) to `decimals` places, computed in integers so that a ratio such
 * as 99/50 gives 1.98 exactly instead of 1.9799999….
 */
export function multiplierFromRatio(numerator: bigint, denominator: bigint, decimals: 2 | 4 = 4): number {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('multiplier ratio must be non-negative over positive');
  const scale = 10n ** BigInt(decimals);
  return Number((numerator * scale) / denominator) / Number(scale);
}

/** The multiplier in ten-thousandths; throws when it carries more than 4 decimals. */
export function toMultiplierUnits(multiplier: number): bigint {
  const scaled = multiplier * MULTIPLIER_SCALE;
  const units = Math.round(scaled);
  if (!Number.isFinite(multiplier) || multiplier < 0 || Math.abs(scaled - units) > 1e-6) {
    throw new RangeError(`multiplier must be ≥ 0 with at most 4 decimals: ${multiplier}`);
  }
  return BigInt(units);
}

/**
 * What a winning bet pays back (stake included): floor(stake × multiplier) in paise. A losing bet
 * has multiplier 0 and pays 0. Integer arithmetic throughout, so 100 paise at 1.98 is 198, never 197.
 */
export function payoutPaise(stakePaise: Paise | number, multiplier: number): Paise {
  if (!Number.isSafeInteger(stakePaise) || stakePaise < 0) throw new RangeError(`stake must be whole paise ≥ 0: ${stakePaise}`);
  const win = (BigInt(stakePaise) * toMultiplierUnits(multiplier)) / BigInt(MULTIPLIER_SCALE);
  return paise(Number(win));
}

/**
 * The most one bet pays back, stake included: ₹10,00,000 in every house game, published with the
 * games' rules. As real casinos do, a win above it is paid at the cap, and a game the player
 * could only lose more in stops there: Mines, Hi-Lo and Crash cash out by themselves the moment
 * cashing out would pay the cap. (Without it, Dice pays 9,900.99× on ₹50,000 and Mines ~5.1
 * million×; the stated RTPs hold for every bet below the cap.)
 */
export const MAX_WIN_RUPEES = 1_000_000;
export const MAX_WIN_PAISE = paise(MAX_WIN_RUPEES * 100);

/** What a house game pays: floor(stake × multiplier), at most MAX_WIN_PAISE. */
export function cappedPayoutPaise(stakePaise: Paise | number, multiplier: number): Paise {
  return paise(Math.min(payoutPaise(stakePaise, multiplier), MAX_WIN_PAISE));
}

/** Whether cashing out at `multiplier` would pay the whole max win (the game then ends by itself). */
export function reachesMaxWin(stakePaise: Paise | number, multiplier: number): boolean {
  return payoutPaise(stakePaise, multiplier) >= MAX_WIN_PAISE;
}
