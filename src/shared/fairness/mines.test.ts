import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveMines, minesMultiplier, minesRtp, minesWinChance, placeMines, settleMines } from './mines';
import { createRandom, deriveFloatsByHand, expectRtpNear, latticeFloat, simulateRtp } from './test-support';

describe('mines', () => {
  it('places mines by Fisher–Yates over the floats (published vector)', async () => {
    const floats = deriveFloatsByHand('a', 'b', 1, 5);
    const cells = Array.from({ length: 25 }, (_, cell) => cell);
    floats.forEach((float, i) => {
      const pick = i + Math.floor(float * (25 - i));
      [cells[i], cells[pick]] = [cells[pick] ?? -1, cells[i] ?? -1];
    });
    const byHand = cells.slice(0, 5).sort((a, b) => a - b);
    const mines = await deriveMines({ serverSeed: 'a', clientSeed: 'b', nonce: 1, mineCount: 5 });
    expect(mines).toEqual(byHand);
    expect(mines).toEqual([3, 14, 19, 20, 22]); // serverSeed 'a', clientSeed 'b', nonce 1, 5 mines
  });

  it('places exactly m mines on m different cells of the grid', () => {
    fc.assert(
      fc.property(fc.array(latticeFloat(), { minLength: 24, maxLength: 24 }), fc.integer({ min: 1, max: 24 }), (floats, m) => {
        const mines = placeMines(floats, m);
        expect(mines).toHaveLength(m);
        expect(new Set(mines).size).toBe(m);
        for (const cell of mines) expect(cell >= 0 && cell < 25 && Number.isInteger(cell)).toBe(true);
      }),
    );
  });

  it('pays 0.99 × C(25,k) / C(25−m,k), floored to 4 decimals', () => {
    expect(minesMultiplier(1, 1)).toBe(1.0312); // 0.99 × 25/24 = 1.03125
    expect(minesMultiplier(3, 1)).toBe(1.125); // 0.99 × 25/22
    expect(minesMultiplier(3, 2)).toBe(1.2857); // 0.99 × 300/231 = 1.285714
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(3, 22)).toBe(2277); // 0.99 × C(25,22) / C(22,22) = 0.99 × 2300
    expect(minesWinChance(3, 2)).toBeCloseTo(231 / 300, 15);
    expect(() => minesMultiplier(3, 0)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minesMultiplier(25, 1)).toThrow(RangeError);
  });

  it('settles a hand: a mine loses, a cash-out pays for the safe cells revealed', () => {
    const mines = [0, 1, 2];
    expect(settleMines({ mines, revealed: [10, 11] })).toEqual({ hitMine: false, safeReveals: 2, multiplier: 1.2857 });
    expect(settleMines({ mines, revealed: [10, 2, 11] })).toEqual({ hitMine: true, safeReveals: 1, multiplier: 0 });
    expect(() => settleMines({ mines, revealed: [10, 10] })).toThrow(RangeError);
    expect(() => settleMines({ mines, revealed: [] })).toThrow(RangeError);
  });

  it('returns its stated RTP over a million simulated hands, with mines spread evenly', () => {
    // (mines, safe reveals then cash out): win chances 20%–88%, per-hand variance ≤ 4, so 4 SE ≈ 0.5%.
    const plays = [
      [1, 3],
      [3, 5],
      [5, 3],
      [10, 2],
      [20, 1],
    ] as const;
    // The player always opens the first cells of the grid, so a placement that favoured or
    // avoided low cells would show up in the return as well as in the spread checked below.
    const revealedFor = plays.map(([, reveals]) => Array.from({ length: reveals }, (_, cell) => cell));
    const random = createRandom(424_242);
    const floats: number[] = new Array<number>(24).fill(0);
    const minesPerCell = new Array<number>(25).fill(0);
    let minesPlaced = 0;
    const estimate = simulateRtp(1_000_000, (round) => {
      const [mineCount] = plays[round % plays.length] ?? plays[0];
      for (let i = 0; i < mineCount; i++) floats[i] = random.nextFloat();
      const mines = placeMines(floats, mineCount);
      for (const cell of mines) minesPerCell[cell] = (minesPerCell[cell] ?? 0) + 1;
      minesPlaced += mineCount;
      return settleMines({ mines, revealed: revealedFor[round % plays.length] ?? [] }).multiplier;
    });
    const expected = plays.reduce((sum, [m, k]) => sum + minesRtp(m, k), 0) / plays.length;
    expectRtpNear('mines', estimate, expected);
    const perCell = minesPlaced / 25;
    for (const count of minesPerCell) expect(Math.abs(count - perCell)).toBeLessThan(5 * Math.sqrt(perCell));
  });
});
