import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES } from './index';
import { cappedPayoutPaise, MAX_WIN_PAISE, multiplierFromRatio, payoutPaise, reachesMaxWin } from './payout';

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

  it('pays at most the published max win of ₹10,00,000 a bet', () => {
    expect(MAX_WIN_PAISE).toBe(100_000_000);
    expect(cappedPayoutPaise(5_000_000, 9900.99)).toBe(100_000_000); // ₹50,000 at 9,900.99× would be ₹49.5 crore
    expect(cappedPayoutPaise(12_345, 9900.99)).toBe(100_000_000);
    expect(cappedPayoutPaise(5_000_000, 20)).toBe(100_000_000); // exactly the cap
    expect(cappedPayoutPaise(5_000_000, 19.9999)).toBe(99_999_500);
    expect(cappedPayoutPaise(100, 1.98)).toBe(198);
    expect(reachesMaxWin(5_000_000, 20)).toBe(true);
    expect(reachesMaxWin(5_000_000, 19.9999)).toBe(false);
    for (const game of Object.values(HOUSE_GAMES)) {
      expect(game.maxWin).toBe(1_000_000);
      expect(game.outcome).toContain('Max win ₹10,00,000 per bet');
    }
  });
});
