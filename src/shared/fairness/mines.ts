import { assertUnitFloat, generateFloats, type RoundSeeds } from './hmac';
import { multiplierFromRatio } from './payout';

// Mines: a 5×5 grid (cells 0–24, row by row) hides 1–24 mines. The player reveals cells and may
// cash out after any safe reveal; a mine loses the bet. Mine positions come from the first
// `mineCount` floats by a Fisher–Yates shuffle of the 25 cells (float i picks among the cells not
// yet chosen), so every set of positions is equally likely.
// Payout formula after k safe reveals with m mines:
//   multiplier = (1 − edge) × C(25, k) / C(25 − m, k), floored to 4 decimals,
// i.e. 99% divided by the chance of k safe reveals. Exact RTP of every (m, k) is in (98.99%, 99%].

export const MINES_HOUSE_EDGE = 0.01;
export const MINES_GRID_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

function assertMineCount(mineCount: number): void {
  if (!Number.isInteger(mineCount) || mineCount < MINES_MIN || mineCount > MINES_MAX) {
    throw new RangeError(`mine count must be 1 to 24: ${mineCount}`);
  }
}

const GRID_ORDER: readonly number[] = Array.from({ length: MINES_GRID_CELLS }, (_, cell) => cell);

/** Cells holding a mine, ascending. Needs at least `mineCount` floats; extra floats are ignored. */
export function placeMines(floats: readonly number[], mineCount: number): number[] {
  assertMineCount(mineCount);
  if (floats.length < mineCount) throw new RangeError(`need ${mineCount} floats, got ${floats.length}`);
  const cells = GRID_ORDER.slice();
  let mineMask = 0;
  for (let i = 0; i < mineCount; i++) {
    const float = floats[i] ?? 0;
    assertUnitFloat(float);
    // Swap a uniformly chosen cell from the unchosen tail [i, 25) into position i.
    const pick = i + Math.floor(float * (MINES_GRID_CELLS - i));
    const chosen = cells[pick] ?? pick;
    cells[pick] = cells[i] ?? i;
    cells[i] = chosen;
    mineMask |= 1 << chosen;
  }
  // Read the chosen cells back in grid order (25 bits fit an int; cheaper than sorting).
  const mines: number[] = [];
  for (let cell = 0; cell < MINES_GRID_CELLS; cell++) if ((mineMask >>> cell) & 1) mines.push(cell);
  return mines;
}

export async function deriveMines(seeds: RoundSeeds & { readonly mineCount: number }): Promise<number[]> {
  assertMineCount(seeds.mineCount);
  return placeMines(await generateFloats({ ...seeds, count: seeds.mineCount }), seeds.mineCount);
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

function assertSafeReveals(mineCount: number, safeReveals: number): void {
  assertMineCount(mineCount);
  const max = MINES_GRID_CELLS - mineCount;
  if (!Number.isInteger(safeReveals) || safeReveals < 1 || safeReveals > max) {
    throw new RangeError(`safe reveals must be 1 to ${max} with ${mineCount} mines: ${safeReveals}`);
  }
}

/** P(the first k reveals are all safe) = C(25 − m, k) / C(25, k). */
export function minesWinChance(mineCount: number, safeReveals: number): number {
  assertSafeReveals(mineCount, safeReveals);
  return Number(binomial(MINES_GRID_CELLS - mineCount, safeReveals)) / Number(binomial(MINES_GRID_CELLS, safeReveals));
}

// Only 300 (m, k) pairs exist; remembering them keeps settling a hand free of big-integer work.
const multiplierCache = new Map<number, number>();

/** The cash-out multiplier after `safeReveals` safe cells: 0.99 × C(25, k) / C(25 − m, k), floored to 4 decimals. */
export function minesMultiplier(mineCount: number, safeReveals: number): number {
  assertSafeReveals(mineCount, safeReveals);
  const key = mineCount * MINES_GRID_CELLS + safeReveals;
  const cached = multiplierCache.get(key);
  if (cached !== undefined) return cached;
  const numerator = 99n * binomial(MINES_GRID_CELLS, safeReveals);
  const multiplier = multiplierFromRatio(numerator, 100n * binomial(MINES_GRID_CELLS - mineCount, safeReveals));
  multiplierCache.set(key, multiplier);
  return multiplier;
}

/** Exact return to player of "reveal k cells, then cash out". */
export function minesRtp(mineCount: number, safeReveals: number): number {
  return minesMultiplier(mineCount, safeReveals) * minesWinChance(mineCount, safeReveals);
}

export interface MinesResult {
  readonly hitMine: boolean;
  /** Safe cells revealed before the end (all of them when no mine was hit). */
  readonly safeReveals: number;
  /** The cash-out multiplier, 0 when a mine was hit. */
  readonly multiplier: number;
}

function assertCell(cell: number): void {
  if (!Number.isInteger(cell) || cell < 0 || cell >= MINES_GRID_CELLS) throw new RangeError(`no such cell: ${cell}`);
}

/**
 * Settles a finished hand: the cells revealed in order, then a cash-out (or a mine). Needs at
 * least one reveal: there is no cash-out before the first safe cell. Cells are tracked as bits of
 * one integer (25 fit), which keeps a million-hand simulation fast.
 */
export function settleMines({ mines, revealed }: { mines: readonly number[]; revealed: readonly number[] }): MinesResult {
  let mineMask = 0;
  for (const cell of mines) {
    assertCell(cell);
    if ((mineMask >>> cell) & 1) throw new RangeError('a cell holds at most one mine');
    mineMask |= 1 << cell;
  }
  assertMineCount(mines.length);
  let revealedMask = 0;
  for (const [i, cell] of revealed.entries()) {
    assertCell(cell);
    if ((revealedMask >>> cell) & 1) throw new RangeError('a cell is revealed once');
    revealedMask |= 1 << cell;
    if ((mineMask >>> cell) & 1) return { hitMine: true, safeReveals: i, multiplier: 0 };
  }
  return { hitMine: false, safeReveals: revealed.length, multiplier: minesMultiplier(mines.length, revealed.length) };
}
