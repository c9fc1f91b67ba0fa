import { describe, expect, it } from 'vitest';
import type { PlinkoStep } from '@shared/fairness';
import { ballPath, boardWidth, bucketCentres, pegs } from './plinko-board';

describe('plinko board', () => {
  it('has rows of 3, 4, … pegs and rows + 1 buckets between the bottom pegs', () => {
    const board = pegs(8);
    expect(board).toHaveLength(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);
    const bottom = board.filter((peg) => peg.y === 8).map((peg) => peg.x);
    const buckets = bucketCentres(8).map((bucket) => bucket.x);
    expect(buckets).toHaveLength(9);
    buckets.forEach((x, bucket) => {
      expect(x).toBeCloseTo(((bottom[bucket] ?? 0) + (bottom[bucket + 1] ?? 0)) / 2);
    });
    expect(Math.min(...bottom)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...bottom)).toBeLessThanOrEqual(boardWidth(8));
  });

  it('ends the ball over the bucket the path counts, resting on a peg in every row', () => {
    const path: PlinkoStep[] = ['right', 'right', 'left', 'right', 'left', 'left', 'right', 'right', 'right', 'left'];
    const stops = ballPath(path);
    expect(stops).toHaveLength(path.length + 2);
    const last = stops.at(-1);
    expect(last?.x).toBeCloseTo(bucketCentres(10)[6]?.x ?? Number.NaN);
    const board = pegs(10);
    stops.slice(1, -1).forEach((stop, row) => {
      expect(board.some((peg) => peg.y === row + 1 && Math.abs(peg.x - stop.x) < 1e-9)).toBe(true);
    });
    // Every step moves half a gap.
    for (let i = 2; i < stops.length; i++) expect(Math.abs((stops[i]?.x ?? 0) - (stops[i - 1]?.x ?? 0))).toBeCloseTo(0.5);
  });

  it('all left lands in bucket 0, all right in the last', () => {
    expect(ballPath(Array<PlinkoStep>(16).fill('left')).at(-1)?.x).toBeCloseTo(bucketCentres(16)[0]?.x ?? Number.NaN);
    expect(ballPath(Array<PlinkoStep>(16).fill('right')).at(-1)?.x).toBeCloseTo(bucketCentres(16)[16]?.x ?? Number.NaN);
  });
});
