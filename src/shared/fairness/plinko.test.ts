import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivePlinkoDrop, dropPlinko, plinkoBucketChance, plinkoMultiplier, plinkoPayouts, plinkoRtp, PLINKO_RISKS, type PlinkoRisk } from './plinko';
import { createRandom, deriveFloatsByHand, expectRtpNear, latticeFloat, simulateRtp } from './test-support';

/** The stated exact RTPs (plinko.ts header), in %, rows 8 to 16. */
const STATED_RTP: Record<PlinkoRisk, readonly number[]> = {
  low: [98.984375, 98.984375, 99.003906, 99.003906, 98.979492, 98.999023, 99.000244, 99.000854, 98.998718],
  medium: [98.90625, 99.140625, 98.90625, 99.023438, 98.989258, 98.994141, 98.994141, 98.998413, 98.988342],
  high: [99.0625, 99.0625, 99.0625, 99.160156, 99.116211, 99.086914, 98.978271, 99.026489, 98.97644],
};
const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;

describe('plinko', () => {
  it('drops left below 0.5 and right from 0.5, one float per row (published vector)', async () => {
    const byHand = deriveFloatsByHand('a', 'b', 1, 16).map((float) => (float < 0.5 ? 'left' : 'right'));
    const drop = await derivePlinkoDrop({ serverSeed: 'a', clientSeed: 'b', nonce: 1, rows: 16 });
    expect(drop.path).toEqual(byHand);
    expect(drop.bucket).toBe(byHand.filter((step) => step === 'right').length);
    expect(drop.bucket).toBe(12); // serverSeed 'a', clientSeed 'b', nonce 1, 16 rows: RRRRRLRLRLRLRRRR
    expect(plinkoMultiplier(16, 'high', drop.bucket)).toBe(4);
  });

  it('takes one step per row and lands in the bucket counting the right steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 16 }), fc.array(latticeFloat(), { minLength: 16, maxLength: 16 }), (rows, floats) => {
        const { path, bucket } = dropPlinko(floats, rows);
        expect(path).toHaveLength(rows);
        expect(bucket).toBe(path.filter((step) => step === 'right').length);
        expect(bucket >= 0 && bucket <= rows).toBe(true);
      }),
    );
  });

  it('publishes a symmetric table of rows + 1 payouts for every rows and risk', () => {
    expect(plinkoPayouts(16, 'high')).toEqual([1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000]);
    expect(plinkoPayouts(8, 'low')).toEqual([5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6]);
    for (const risk of PLINKO_RISKS) {
      for (const rows of ROWS) {
        const table = plinkoPayouts(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse());
        for (const payout of table) expect(payout).toBeGreaterThan(0);
      }
    }
    expect(() => plinkoPayouts(7, 'low')).toThrow(RangeError);
    expect(() => plinkoMultiplier(8, 'low', 9)).toThrow(RangeError);
  });

  it('has the stated exact RTP per table, recomputed here from the binomial by hand', () => {
    for (const risk of PLINKO_RISKS) {
      for (const [i, rows] of ROWS.entries()) {
        let expected = 0;
        let pascal = 1; // C(rows, bucket), built up bucket by bucket
        plinkoPayouts(rows, risk).forEach((payout, bucket) => {
          expected += (pascal * payout) / 2 ** rows;
          pascal = (pascal * (rows - bucket)) / (bucket + 1);
        });
        expect(plinkoRtp(rows, risk)).toBeCloseTo(expected, 12);
        expect(plinkoRtp(rows, risk) * 100).toBeCloseTo(STATED_RTP[risk][i] ?? 0, 5);
      }
    }
  });

  it('returns its stated RTP over a million simulated drops, landing in binomial buckets', () => {
    // Every (rows, risk) in turn. The per-drop variance averages ≈ 7 (the 16-row high table alone
    // is 43), so 4 SE ≈ 1.1%: this checks the path-to-payout mapping end to end, while the exact
    // test above pins each table to 0.000001%.
    const configs = PLINKO_RISKS.flatMap((risk) => ROWS.map((rows) => ({ rows, table: plinkoPayouts(rows, risk), rtp: plinkoRtp(rows, risk) })));
    const random = createRandom(31_337);
    const floats = new Array<number>(16).fill(0);
    const buckets = ROWS.map((rows) => new Array<number>(rows + 1).fill(0));
    let expectedSum = 0;
    const estimate = simulateRtp(1_000_000, (round) => {
      const config = configs[round % configs.length] ?? configs[0];
      if (config === undefined) return 0;
      for (let row = 0; row < config.rows; row++) floats[row] = random.nextFloat();
      const { bucket } = dropPlinko(floats, config.rows);
      const counts = buckets[config.rows - 8];
      if (counts !== undefined) counts[bucket] = (counts[bucket] ?? 0) + 1;
      expectedSum += config.rtp;
      return config.table[bucket] ?? 0;
    });
    expectRtpNear('plinko', estimate, expectedSum / estimate.rounds);
    // Each bucket's count within 5 SD (+1 for the rare edge buckets) of the binomial expectation.
    for (const [i, counts] of buckets.entries()) {
      const rows = i + 8;
      const drops = counts.reduce((sum, count) => sum + count, 0);
      counts.forEach((count, bucket) => {
        const p = plinkoBucketChance(rows, bucket);
        expect(Math.abs(count - drops * p)).toBeLessThan(5 * Math.sqrt(drops * p * (1 - p)) + 1);
      });
    }
  });
});
