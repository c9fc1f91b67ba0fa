import { assertUnitFloat, generateFloats, type RoundSeeds } from './hmac';

// Plinko: a ball falls through 8–16 rows of pegs; at each row one float sends it left
// (float < 0.5) or right, so the bucket (0 = far left … rows = far right) is the number of rights
// and follows Binomial(rows, ½). Payout tables are the ones the well-known plinko games publish
// (Stake's 27 tables), symmetric, stored here as the half from the edge to the centre.
// Exact RTP of a table = Σ C(rows, k) × payout_k / 2^rows. Stated values (exact, see plinkoRtp):
//            8         9         10        11        12        13        14        15        16
//  low    98.984375 98.984375 99.003906 99.003906 98.979492 98.999023 99.000244 99.000854 98.998718
//  medium 98.906250 99.140625 98.906250 99.023438 98.989258 98.994141 98.994141 98.998413 98.988342
//  high   99.062500 99.062500 99.062500 99.160156 99.116211 99.086914 98.978271 99.026489 98.976440
// (% to 6 places). Nominal house edge 1%; the tables' exact edges run from 0.84% to 1.09%.

export const PLINKO_HOUSE_EDGE = 0.01;
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export type PlinkoStep = 'left' | 'right';

/** Edge-to-centre halves of the published tables, by risk then rows. */
const PAYOUT_HALVES: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> = {
  low: {
    8: [5.6, 2.1, 1.1, 1, 0.5],
    9: [5.6, 2, 1.6, 1, 0.7],
    10: [8.9, 3, 1.4, 1.1, 1, 0.5],
    11: [8.4, 3, 1.9, 1.3, 1, 0.7],
    12: [10, 3, 1.6, 1.4, 1.1, 1, 0.5],
    13: [8.1, 4, 3, 1.9, 1.2, 0.9, 0.7],
    14: [7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5],
    15: [15, 8, 3, 2, 1.5, 1.1, 1, 0.7],
    16: [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5],
  },
  medium: {
    8: [13, 3, 1.3, 0.7, 0.4],
    9: [18, 4, 1.7, 0.9, 0.5],
    10: [22, 5, 2, 1.4, 0.6, 0.4],
    11: [24, 6, 3, 1.8, 0.7, 0.5],
    12: [33, 11, 4, 2, 1.1, 0.6, 0.3],
    13: [43, 13, 6, 3, 1.3, 0.7, 0.4],
    14: [58, 15, 7, 4, 1.9, 1, 0.5, 0.2],
    15: [88, 18, 11, 5, 3, 1.3, 0.5, 0.3],
    16: [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3],
  },
  high: {
    8: [29, 4, 1.5, 0.3, 0.2],
    9: [43, 7, 2, 0.6, 0.2],
    10: [76, 10, 3, 0.9, 0.3, 0.2],
    11: [120, 14, 5.2, 1.4, 0.4, 0.2],
    12: [170, 24, 8.1, 2, 0.7, 0.2, 0.2],
    13: [260, 37, 11, 4, 1, 0.2, 0.2],
    14: [420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2],
    15: [620, 83, 27, 8, 3, 0.5, 0.2, 0.2],
    16: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2],
  },
};

function assertRows(rows: number): void {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) {
    throw new RangeError(`rows must be 8 to 16: ${rows}`);
  }
}

/** The full table for (rows, risk): rows + 1 multipliers, bucket 0 first. */
export function plinkoPayouts(rows: number, risk: PlinkoRisk): number[] {
  assertRows(rows);
  const half = PAYOUT_HALVES[risk][rows] ?? [];
  return Array.from({ length: rows + 1 }, (_, bucket) => half[Math.min(bucket, rows - bucket)] ?? 0);
}

export function plinkoMultiplier(rows: number, risk: PlinkoRisk, bucket: number): number {
  if (!Number.isInteger(bucket) || bucket < 0 || bucket > rows) throw new RangeError(`no bucket ${bucket} with ${rows} rows`);
  return plinkoPayouts(rows, risk)[bucket] ?? 0;
}

export interface PlinkoDrop {
  /** One step per row, top first. */
  readonly path: PlinkoStep[];
  /** Number of right steps: 0 (far left) to rows (far right). */
  readonly bucket: number;
}

/** The ball's path from the first `rows` floats: floor(float × 2) = 0 is left, 1 is right. */
export function dropPlinko(floats: readonly number[], rows: number): PlinkoDrop {
  assertRows(rows);
  if (floats.length < rows) throw new RangeError(`need ${rows} floats, got ${floats.length}`);
  const path: PlinkoStep[] = [];
  let bucket = 0;
  for (let row = 0; row < rows; row++) {
    const float = floats[row] ?? 0;
    assertUnitFloat(float);
    const isRight = Math.floor(float * 2) === 1;
    path.push(isRight ? 'right' : 'left');
    if (isRight) bucket++;
  }
  return { path, bucket };
}

export async function derivePlinkoDrop(seeds: RoundSeeds & { readonly rows: number }): Promise<PlinkoDrop> {
  assertRows(seeds.rows);
  return dropPlinko(await generateFloats({ ...seeds, count: seeds.rows }), seeds.rows);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
}

/** P(bucket) = C(rows, bucket) / 2^rows. */
export function plinkoBucketChance(rows: number, bucket: number): number {
  assertRows(rows);
  return binomial(rows, bucket) / 2 ** rows;
}

/**
 * Exact RTP of a table. Summed in integer hundredths (payouts have at most two decimals) over
 * 2^rows, so the only rounding is the final division.
 */
export function plinkoRtp(rows: number, risk: PlinkoRisk): number {
  let hundredths = 0;
  plinkoPayouts(rows, risk).forEach((multiplier, bucket) => {
    hundredths += binomial(rows, bucket) * Math.round(multiplier * 100);
  });
  return hundredths / (100 * 2 ** rows);
}
