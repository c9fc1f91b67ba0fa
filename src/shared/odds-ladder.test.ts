import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLadderHundredths,
  isOnLadder,
  LADDER_TICK_COUNT,
  ODDS_LADDER,
  priceToTicks,
  stepPrice,
  ticksToPrice,
  toDecimalPrice,
  toHundredths,
} from './odds-ladder';

describe('odds ladder', () => {
  it('holds the 350 Betfair prices from 1.01 to 1000, strictly rising', () => {
    expect(LADDER_TICK_COUNT).toBe(350);
    expect(ODDS_LADDER[0]).toBe(101);
    expect(ODDS_LADDER[349]).toBe(100000);
    for (let i = 1; i < ODDS_LADDER.length; i++) {
      expect(ODDS_LADDER[i]).toBeGreaterThan(ODDS_LADDER[i - 1] ?? Infinity);
    }
  });

  it('uses the step of each band, including at the band edges', () => {
    const around = (price: number) => {
      const tick = priceToTicks(price);
      return [ticksToPrice(tick - 1), price, ticksToPrice(tick + 1)];
    };
    expect(around(200)).toEqual([199, 200, 202]);
    expect(around(300)).toEqual([298, 300, 305]);
    expect(around(400)).toEqual([395, 400, 410]);
    expect(around(600)).toEqual([590, 600, 620]);
    expect(around(1000)).toEqual([980, 1000, 1050]);
    expect(around(2000)).toEqual([1950, 2000, 2100]);
    expect(around(3000)).toEqual([2900, 3000, 3200]);
    expect(around(5000)).toEqual([4800, 5000, 5500]);
    expect(around(10000)).toEqual([9500, 10000, 11000]);
  });

  it('accepts exact ladder prices from JSON and refuses the ones between steps', () => {
    for (const good of [1.01, 1.5, 2, 2.02, 2.98, 3.05, 4.1, 6.2, 10.5, 21, 32, 55, 110, 1000]) {
      expect(isOnLadder(good)).toBe(true);
    }
    for (const bad of [1, 1.005, 2.01, 2.99, 3.01, 4.05, 6.1, 10.2, 20.5, 31, 52, 105, 1010, 0, -2, Number.NaN, Infinity]) {
      expect(isOnLadder(bad)).toBe(false);
    }
  });

  it('converts decimals to hundredths exactly despite float noise, and refuses a third decimal', () => {
    expect(toHundredths(2.02)).toBe(202);
    expect(toHundredths(1.13)).toBe(113);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(() => toHundredths(2.015)).toThrow(RangeError);
    expect(() => toHundredths(Number.NaN)).toThrow(RangeError);
    expect(toDecimalPrice(202)).toBe(2.02);
  });

  it('maps every price to its index and back', () => {
    ODDS_LADDER.forEach((price, tick) => {
      expect(priceToTicks(price)).toBe(tick);
      expect(ticksToPrice(tick)).toBe(price);
      expect(isOnLadder(toDecimalPrice(price))).toBe(true);
    });
    expect(() => priceToTicks(201)).toThrow(RangeError);
    expect(() => ticksToPrice(350)).toThrow(RangeError);
    expect(() => ticksToPrice(-1)).toThrow(RangeError);
  });

  it('steps one tick up or down and holds at the ends of the ladder', () => {
    expect(stepPrice(199, 1)).toBe(200);
    expect(stepPrice(200, 1)).toBe(202);
    expect(stepPrice(202, -1)).toBe(200);
    expect(stepPrice(101, -1)).toBe(101);
    expect(stepPrice(100000, 1)).toBe(100000);
  });

  it('snaps an off-ladder price to the next ladder price in the direction of the step', () => {
    expect(stepPrice(201, 1)).toBe(202);
    expect(stepPrice(201, -1)).toBe(200);
    expect(stepPrice(50, 1)).toBe(101);
    expect(stepPrice(200000, -1)).toBe(100000);
  });

  it('agrees with a plain scan of the ladder for any integer price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 110_000 }), (hundredths) => {
        expect(isLadderHundredths(hundredths)).toBe(ODDS_LADDER.includes(hundredths));
      }),
    );
  });
});
