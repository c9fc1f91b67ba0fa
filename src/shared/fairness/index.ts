// The provably fair core of the house games (docs/architecture.md, "The casino"): the byte stream, one pure outcome
// function per game, and what each game returns to the player. Isomorphic (server and browser).

import { HILO_MAX_SKIPS } from './hilo';
import { MAX_WIN_RUPEES } from './payout';

export * from './hmac';
export * from './payout';
export * from './dice';
export * from './crash';
export * from './mines';
export * from './plinko';
export * from './hilo';
export * from './color-prediction';
export * from './cards';
export * from './tables';
export * from './table-games';
export * from './dragon-tiger';
export * from './lucky-seven';
export * from './andar-bahar';
export * from './teen-patti';
export * from './baccarat';
export * from './goal';

export const HOUSE_GAME_KEYS = ['crash', 'mines', 'dice', 'plinko', 'hilo', 'color-prediction'] as const;
export type HouseGameKey = (typeof HOUSE_GAME_KEYS)[number];

interface Range {
  readonly min: number;
  readonly max: number;
}

export interface HouseGameFairness {
  readonly key: HouseGameKey;
  readonly title: string;
  /**
   * Bounds on the exact return to player of every bet the game accepts (each game's tests check
   * every bet, or for crash and hi-lo a bound proved from the formula, against them).
   */
  readonly rtp: Range;
  /** 1 − rtp: the house edge, smallest and largest. */
  readonly houseEdge: Range;
  /** The most one bet pays, in rupees (stake included). */
  readonly maxWin: number;
  /** For the Fairness page: where the outcome comes from and how it pays. */
  readonly outcome: string;
}

// Every game publishes the max win (payout.ts) with its rules.
const MAX_WIN_RULE = `Max win ₹${MAX_WIN_RUPEES.toLocaleString('en-IN')} per bet: a bigger win pays ₹${MAX_WIN_RUPEES.toLocaleString('en-IN')}; Mines, Hi-Lo and Crash cash out by themselves when it is reached.`;

function describeGame(key: HouseGameKey, title: string, rtp: Range, outcome: string): HouseGameFairness {
  return { key, title, rtp, houseEdge: { min: 1 - rtp.max, max: 1 - rtp.min }, maxWin: MAX_WIN_RUPEES, outcome: `${outcome} ${MAX_WIN_RULE}` };
}

// Crash, dice, mines and hi-lo are built on a 1% edge; floors to 2 or 4 decimals take at most a
// further 0.01% (hence 98.99%). Plinko's published tables are each within 0.17% of 99%. Colour
// prediction's edge depends on the bet (see color-prediction.ts).
export const HOUSE_GAMES: Readonly<Record<HouseGameKey, HouseGameFairness>> = {
  crash: describeGame(
    'crash',
    'Crash',
    // 99% less at most x / 2^52 at a cash-out of x: under 10^-9 up to 1,000,000×.
    { min: 0.99 - 1e-9, max: 0.99 },
    'Shared rounds on a published SHA-256 hash chain; crash = max(1, floor(99 / (1 − r/2^52)) / 100). Every cash-out returns 99%.',
  ),
  dice: describeGame('dice', 'Dice', { min: 0.9899, max: 0.99 }, 'roll = floor(float × 10001) / 100; pays 99% / exact win chance, floored to 4 decimals.'),
  mines: describeGame(
    'mines',
    'Mines',
    { min: 0.9899, max: 0.99 },
    'Mines placed by Fisher–Yates from the floats; after k safe cells pays 0.99 × C(25,k) / C(25−m,k), floored to 4 decimals.',
  ),
  plinko: describeGame(
    'plinko',
    'Plinko',
    { min: 0.9890625, max: 0.9916015625 },
    'Each float sends the ball left or right; pays the published table for the rows and risk (exact RTP 98.91%–99.16%).',
  ),
  hilo: describeGame(
    'hilo',
    'Hi-Lo',
    { min: 0.9899, max: 0.99 },
    `card = floor(float × 52), with replacement; pays 0.99 / P(all guesses right), floored to 4 decimals. A skip deals the next card with nothing on it (at most ${HILO_MAX_SKIPS} a hand).`,
  ),
  'color-prediction': describeGame(
    'color-prediction',
    'Color Prediction',
    { min: 0.882, max: 0.98 },
    'number = floor(float × 10); Wingo payouts less a 2% service fee: colour 93.1%, violet and number 88.2%, big/small 98% RTP.',
  ),
};
