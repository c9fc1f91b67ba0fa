// The Betfair price ladder. Prices are held as integer hundredths (1.01 → 101) so that no
// comparison or step ever goes through a float; decimals exist only at the JSON edge and on screen.
// Isomorphic: used by the bet slip in the browser and by the matching engine on the server.

interface LadderSegment {
  /** Exclusive lower bound in hundredths (the segment's first price is from + step). */
  readonly from: number;
  /** Inclusive upper bound in hundredths. */
  readonly to: number;
  readonly step: number;
  /** Tick index of the segment's first price. */
  readonly firstTick: number;
}

const SEGMENT_BOUNDS: ReadonlyArray<readonly [from: number, to: number, step: number]> = [
  [100, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

function buildSegments(): LadderSegment[] {
  const segments: LadderSegment[] = [];
  let firstTick = 0;
  for (const [from, to, step] of SEGMENT_BOUNDS) {
    segments.push({ from, to, step, firstTick });
    firstTick += (to - from) / step;
  }
  return segments;
}

const SEGMENTS = buildSegments();

/** Every price on the ladder in hundredths, lowest first: 101, 102, …, 99000, 100000. */
export const ODDS_LADDER: readonly number[] = Object.freeze(
  SEGMENTS.flatMap(({ from, to, step }) => {
    const prices: number[] = [];
    for (let price = from + step; price <= to; price += step) prices.push(price);
    return prices;
  }),
);

export const LADDER_TICK_COUNT = ODDS_LADDER.length;
export const MIN_PRICE = 101;
export const MAX_PRICE = 100000;

/**
 * A decimal price from JSON to integer hundredths. Throws RangeError when the number is not a
 * whole number of hundredths (2.015, NaN): `2.02 * 100` is 202.00000000000003 in floats, so the
 * check allows float noise but not a real third decimal.
 */
export function toHundredths(price: number): number {
  if (!Number.isFinite(price)) throw new RangeError(`not a price: ${price}`);
  const scaled = price * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6) throw new RangeError(`not a price in hundredths: ${price}`);
  return rounded;
}

/** Hundredths to the decimal price for JSON and screens (202 → 2.02). */
export function toDecimalPrice(hundredths: number): number {
  return hundredths / 100;
}

/** Tick index of a price in hundredths, or -1 when it is not on the ladder. */
function findTick(hundredths: number): number {
  if (!Number.isInteger(hundredths) || hundredths < MIN_PRICE || hundredths > MAX_PRICE) return -1;
  for (const segment of SEGMENTS) {
    if (hundredths > segment.to) continue;
    const offset = hundredths - segment.from;
    return offset % segment.step === 0 ? segment.firstTick + offset / segment.step - 1 : -1;
  }
  return -1;
}

/** True when a price in hundredths is exactly on the ladder (202 yes, 201 no). */
export function isLadderHundredths(hundredths: number): boolean {
  return findTick(hundredths) !== -1;
}

/** True when a decimal price from JSON is exactly on the ladder: 2.02 is, 2.01 and 2.015 are not. */
export function isOnLadder(price: number): boolean {
  if (!Number.isFinite(price)) return false;
  const scaled = price * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6) return false;
  return findTick(rounded) !== -1;
}

/** Index on the ladder (0 for 1.01, 349 for 1000) of a price in hundredths. Throws when off the ladder. */
export function priceToTicks(hundredths: number): number {
  const tick = findTick(hundredths);
  if (tick === -1) throw new RangeError(`price not on the ladder: ${hundredths}`);
  return tick;
}

/** Price in hundredths at a ladder index. Throws when the index is outside the ladder. */
export function ticksToPrice(tick: number): number {
  const price = Number.isInteger(tick) ? ODDS_LADDER[tick] : undefined;
  if (price === undefined) throw new RangeError(`tick outside the ladder: ${tick}`);
  return price;
}

/**
 * The next ladder price up (+1) or down (-1) from a price in hundredths, for the bet slip's
 * tick buttons. A price typed off the ladder snaps to the nearest ladder price in that
 * direction (2.01 +1 → 2.02, 2.01 -1 → 2.00); the ends of the ladder hold (1000 +1 → 1000).
 */
export function stepPrice(hundredths: number, direction: 1 | -1): number {
  const tick = findTick(hundredths);
  if (tick !== -1) {
    const next = Math.min(LADDER_TICK_COUNT - 1, Math.max(0, tick + direction));
    return ticksToPrice(next);
  }
  if (!Number.isFinite(hundredths)) throw new RangeError(`not a price: ${hundredths}`);
  if (direction === 1) return ODDS_LADDER.find((price) => price > hundredths) ?? MAX_PRICE;
  return ODDS_LADDER.findLast((price) => price < hundredths) ?? MIN_PRICE;
}
