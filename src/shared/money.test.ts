import { describe, expect, it } from 'vitest';
import { formatInr, isRupeeAmount, toPaise, toRupees } from './money';

describe('money', () => {
  it('converts rupees with up to two decimals to whole paise', () => {
    expect(toPaise(25000.5)).toBe(2500050);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(toPaise(100.01))).toBe(100.01);
  });

  it('refuses fractions of a paisa, NaN, infinities and absurd sizes', () => {
    for (const bad of [0.001, 10.005, Number.NaN, Infinity, -Infinity, 1e308]) {
      expect(isRupeeAmount(bad)).toBe(false);
      expect(() => toPaise(bad)).toThrow(RangeError);
    }
  });

  it('formats with the rupee sign and Indian digit grouping', () => {
    expect(formatInr(toPaise(100000))).toBe('₹1,00,000.00');
    expect(formatInr(toPaise(25000.5))).toBe('₹25,000.50');
    expect(formatInr(-5000)).toBe('-₹50.00');
  });
});
