import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplierFromRatio, payoutPaise } from './payout';

describe('payouts', () => {
  it('rounds the win down to the paisa, exactly', () => {
    expect(payoutPaise(100, 1.98)).toBe(198);
    expect(payoutPaise(101, 1.96)).toBe(197); // 197.96 paise
    expect(payoutPaise(1, 0.5)).toBe(0);
    expect(payoutPaise(12_345, 9900.99)).toBe(122_227_721); // 122,227,721.55 paise
    expect(payoutPaise(1000, 0)).toBe(0);
    expect(payoutPaise(3, 1.0312)).toBe(3); // 3.0936 paise
  });

  it('never pays more than stake × multiplier nor a whole paisa less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (stake, units) => {
        const multiplier = units / 10_000;
        const paid = BigInt(payoutPaise(stake, multiplier));
        const exactTimes10k = BigInt(stake) * BigInt(units);
        expect(paid * 10_000n <= exactTimes10k).toBe(true);
        expect((paid + 1n) * 10_000n > exactTimes10k).toBe(true);
      }),
    );
  });

  it('refuses fractional or negative stakes and multipliers finer than 4 decimals', () => {
    expect(() => payoutPaise(10.5, 2)).toThrow(RangeError);
    expect(() => payoutPaise(-1, 2)).toThrow(RangeError);
    expect(() => payoutPaise(100, 1.23456)).toThrow(RangeError);
    expect(() => payoutPaise(100, -1)).toThrow(RangeError);
  });

  it('floors a ratio in integers', () => {
    expect(multiplierFromRatio(99n, 50n)).toBe(1.98);
    expect(multiplierFromRatio(2n, 3n)).toBe(0.6666);
    expect(multiplierFromRatio(2n, 3n, 2)).toBe(0.66);
  });
});
