import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWinningRolls, deriveDiceRoll, diceMultiplier, diceRtp, diceWinChance, isDiceWin, rollDice, settleDice, type DiceBet } from './dice';
import { createRandom, deriveFloatsByHand, expectRtpNear, latticeFloat, simulateRtp } from './test-support';

describe('dice', () => {
  it('rolls floor(float × 10001) / 100 from the seeds (published vector)', async () => {
    const [float = -1] = deriveFloatsByHand('a', 'b', 1, 1);
    const byHand = Math.floor(float * 10_001) / 100;
    const roll = await deriveDiceRoll({ serverSeed: 'a', clientSeed: 'b', nonce: 1 });
    expect(roll).toBe(byHand);
    expect(roll).toBe(76.49); // serverSeed 'a', clientSeed 'b', nonce 1
  });

  it('rolls 0.00 to 100.00 in hundredths for any float', () => {
    fc.assert(
      fc.property(latticeFloat(), (float) => {
        const roll = rollDice(float);
        expect(roll).toBeGreaterThanOrEqual(0);
        expect(roll).toBeLessThanOrEqual(100);
        expect(Math.round(roll * 100)).toBeCloseTo(roll * 100, 9);
      }),
    );
    expect(rollDice(0)).toBe(0);
    expect(rollDice(1 - 2 ** -32)).toBe(100);
  });

  it('states the win chance as exactly the rolls that win', () => {
    const bets: DiceBet[] = [
      { target: 50, direction: 'under' },
      { target: 50.5, direction: 'over' },
      { target: 0.01, direction: 'under' },
      { target: 99.99, direction: 'over' },
      { target: 2, direction: 'over' },
      { target: 98, direction: 'under' },
    ];
    for (const bet of bets) {
      let wins = 0;
      for (let hundredths = 0; hundredths <= 10_000; hundredths++) if (isDiceWin(hundredths / 100, bet)) wins++;
      expect(wins).toBe(countWinningRolls(bet));
      expect(diceWinChance(bet)).toBe(wins / 10_001);
    }
  });

  it('pays 99% over the exact win chance, floored to 4 decimals', () => {
    expect(diceMultiplier({ target: 50, direction: 'under' })).toBe(1.9801); // 0.99 × 10001 / 5000 = 1.980198
    expect(diceMultiplier({ target: 50.5, direction: 'over' })).toBe(2.0002); // 0.99 × 10001 / 4950 = 2.000200
    expect(diceMultiplier({ target: 0.01, direction: 'under' })).toBe(9900.99);
    expect(diceMultiplier({ target: 2, direction: 'over' })).toBe(1.0103); // 0.99 × 10001 / 9800 = 1.010304
    expect(diceRtp({ target: 50, direction: 'under' })).toBeCloseTo((1.9801 * 5000) / 10_001, 12); // 98.9951%
  });

  it('refuses targets outside 0.01%–98% or with more than two decimals', () => {
    expect(() => diceMultiplier({ target: 0, direction: 'under' })).toThrow(RangeError);
    expect(() => diceMultiplier({ target: 100, direction: 'over' })).toThrow(RangeError);
    expect(() => diceMultiplier({ target: 98.01, direction: 'under' })).toThrow(RangeError);
    expect(() => diceMultiplier({ target: 50.005, direction: 'under' })).toThrow(RangeError);
  });

  it('settles a roll on the target as a loss both ways', () => {
    expect(settleDice(50, { target: 50, direction: 'under' })).toEqual({ roll: 50, won: false, multiplier: 0 });
    expect(settleDice(50, { target: 50, direction: 'over' }).won).toBe(false);
    expect(settleDice(49.99, { target: 50, direction: 'under' })).toEqual({ roll: 49.99, won: true, multiplier: 1.9801 });
  });

  it('returns its stated RTP over a million simulated rounds', () => {
    // Win chances from 10% to 90% keep the per-round variance near 1, so 4 SE ≈ 0.4%.
    const bets: DiceBet[] = [
      { target: 50, direction: 'under' },
      { target: 75, direction: 'over' },
      { target: 10, direction: 'over' },
      { target: 90, direction: 'under' },
    ];
    const multipliers = bets.map(diceMultiplier);
    const random = createRandom(20_240_601);
    const estimate = simulateRtp(1_000_000, (round) => {
      const bet = bets[round % bets.length] ?? bets[0];
      if (bet === undefined) return 0;
      return isDiceWin(rollDice(random.nextFloat()), bet) ? (multipliers[round % bets.length] ?? 0) : 0;
    });
    const expected = bets.reduce((sum, bet) => sum + diceRtp(bet), 0) / bets.length;
    expect(expected).toBeGreaterThan(0.9899);
    expectRtpNear('dice', estimate, expected);
  });
});
