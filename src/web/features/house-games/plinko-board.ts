import type { PlinkoStep } from '@shared/fairness';

// The Plinko board in board units (1 = the gap between two pegs), drawn from the server's path:
// row r has r + 3 pegs; the ball lands on a peg of each row and steps half a gap left or right,
// so after all rows it sits over bucket = number of right steps, counted from the left.

export type Point = { x: number; y: number };

/** Width of the board: the bottom row's rows + 2 pegs span rows + 1 gaps, plus a margin. */
export function boardWidth(rows: number): number {
  return rows + 2;
}

export function pegs(rows: number): Point[] {
  const centre = boardWidth(rows) / 2;
  const points: Point[] = [];
  for (let row = 0; row < rows; row++) {
    for (let peg = 0; peg < row + 3; peg++) points.push({ x: centre + peg - (row + 2) / 2, y: row + 1 });
  }
  return points;
}

/** The centre of each bucket under the bottom row, bucket 0 first. */
export function bucketCentres(rows: number): Point[] {
  const centre = boardWidth(rows) / 2;
  return Array.from({ length: rows + 1 }, (_, bucket) => ({ x: centre + bucket - rows / 2, y: rows + 1 }));
}

/**
 * The ball's stops: the drop point, then just above the peg it hits in each row, then the bucket.
 * The last stop is the centre of the bucket the server paid.
 */
export function ballPath(path: readonly PlinkoStep[]): Point[] {
  const rows = path.length;
  const centre = boardWidth(rows) / 2;
  const stops: Point[] = [{ x: centre, y: 0 }];
  let rights = 0;
  for (let row = 0; row < rows; row++) {
    stops.push({ x: centre + rights - row / 2, y: row + 1 - 0.35 });
    if (path[row] === 'right') rights++;
  }
  stops.push({ x: centre + rights - rows / 2, y: rows + 1 });
  return stops;
}
