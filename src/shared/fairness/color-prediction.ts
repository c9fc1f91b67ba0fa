import { assertUnitFloat, floatFromBytes, generateFloats, hexToBytes, type RoundSeeds } from './hmac';

// Colour prediction (Wingo): each period draws a number 0–9 = floor(float × 10). A Wingo period
// is shared by every player, so in play its float comes from a period hash on a published chain
// (the same chain scheme as crash.ts): the first 4 bytes of the hash, read like the seed stream.
// The per-player seed form exists for single-player rooms and for the verifier. The common
// Wingo rule set:
//   colours  1 3 7 9 green · 2 4 6 8 red · 0 red + violet · 5 green + violet
//   size     5–9 big · 0–4 small
//   payouts  green/red 2× (1.5× when the number is 5 / 0, the violet ones) · violet 4.5× ·
//            a number 9× · big/small 2×
// and a 2% service fee on every bet: only 98% of the stake is in play ("contract amount"), so the
// effective multiplier is published × 0.98. Without the fee big/small would be a zero-edge bet
// (2× on a 5-in-10 chance). Exact RTP per bet (effective multiplier × chance):
//   green, red         (4 × 1.96 + 1.47) / 10 = 93.1%
//   violet             2 × 4.41 / 10          = 88.2%
//   a number           8.82 / 10              = 88.2%
//   big, small         5 × 1.96 / 10          = 98.0%
// (95%, 95%, 90%, 90%, 100% before the fee.)

/** Charged on every bet, in basis points of the stake. */
export const COLOR_PREDICTION_SERVICE_FEE_BP = 200;
export const WINGO_NUMBERS = 10;

export type WingoColour = 'green' | 'red' | 'violet';
export type WingoSize = 'big' | 'small';
export type ColorPredictionBet =
  | { readonly kind: 'colour'; readonly colour: WingoColour }
  | { readonly kind: 'number'; readonly number: number }
  | { readonly kind: 'size'; readonly size: WingoSize };

/** The published (before-fee) payouts, in hundredths. */
export const COLOR_PREDICTION_PUBLISHED_PAYOUTS = {
  colour: 200,
  colourOnVioletNumber: 150,
  violet: 450,
  number: 900,
  size: 200,
} as const;

export function drawWingoNumber(float: number): number {
  assertUnitFloat(float);
  return Math.floor(float * WINGO_NUMBERS);
}

export async function deriveWingoNumber(seeds: RoundSeeds): Promise<number> {
  const [float = 0] = await generateFloats({ ...seeds, count: 1 });
  return drawWingoNumber(float);
}

/** A shared period's number from its hash on a published chain (see generateHashChain in crash.ts). */
export function wingoNumberFromHash(periodHash: string): number {
  if (!/^[0-9a-f]{64}$/.test(periodHash)) throw new RangeError('a period hash is 64 lower-case hex characters');
  return drawWingoNumber(floatFromBytes(hexToBytes(periodHash), 0));
}

function assertWingoNumber(number: number): void {
  if (!Number.isInteger(number) || number < 0 || number >= WINGO_NUMBERS) throw new RangeError(`no Wingo number ${number}`);
}

export function wingoColours(number: number): WingoColour[] {
  assertWingoNumber(number);
  if (number === 0) return ['red', 'violet'];
  if (number === 5) return ['green', 'violet'];
  return number % 2 === 1 ? ['green'] : ['red'];
}

export function wingoSize(number: number): WingoSize {
  assertWingoNumber(number);
  return number >= 5 ? 'big' : 'small';
}

/** The published payout in hundredths when the bet wins on `number`, 0 when it loses. */
function publishedPayout(bet: ColorPredictionBet, number: number): number {
  const payouts = COLOR_PREDICTION_PUBLISHED_PAYOUTS;
  switch (bet.kind) {
    case 'colour': {
      const colours = wingoColours(number);
      if (!colours.includes(bet.colour)) return 0;
      if (bet.colour === 'violet') return payouts.violet;
      return colours.includes('violet') ? payouts.colourOnVioletNumber : payouts.colour;
    }
    case 'number':
      assertWingoNumber(bet.number);
      return bet.number === number ? payouts.number : 0;
    case 'size':
      return wingoSize(number) === bet.size ? payouts.size : 0;
  }
}

/**
 * What the bet pays per unit staked when the period draws `number`, after the service fee:
 * published × (1 − 2%), exact (e.g. 2× → 1.96×, 1.5× → 1.47×). 0 when the bet loses.
 */
export function colorPredictionMultiplier(bet: ColorPredictionBet, number: number): number {
  const inPlayBp = 10_000 - COLOR_PREDICTION_SERVICE_FEE_BP;
  // hundredths × basis points = millionths; every published payout makes this a whole number of ten-thousandths.
  return (publishedPayout(bet, number) * inPlayBp) / 1_000_000;
}

/** Exact RTP of a bet: the average of its multiplier over the ten equally likely numbers. */
export function colorPredictionRtp(bet: ColorPredictionBet): number {
  let tenThousandths = 0;
  for (let number = 0; number < WINGO_NUMBERS; number++) {
    tenThousandths += Math.round(colorPredictionMultiplier(bet, number) * 10_000);
  }
  return tenThousandths / (10_000 * WINGO_NUMBERS);
}
