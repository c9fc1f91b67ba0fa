import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  colorPredictionMultiplier,
  colorPredictionRtp,
  deriveWingoNumber,
  drawWingoNumber,
  wingoNumberFromHash,
  wingoColours,
  wingoSize,
  type ColorPredictionBet,
} from './color-prediction';
import { createRandom, deriveFloatsByHand, expectRtpNear, latticeFloat, simulateRtp } from './test-support';

const green: ColorPredictionBet = { kind: 'colour', colour: 'green' };
const red: ColorPredictionBet = { kind: 'colour', colour: 'red' };
const violet: ColorPredictionBet = { kind: 'colour', colour: 'violet' };
const big: ColorPredictionBet = { kind: 'size', size: 'big' };
const small: ColorPredictionBet = { kind: 'size', size: 'small' };
const numberBet = (number: number): ColorPredictionBet => ({ kind: 'number', number });

describe('colour prediction', () => {
  it('draws the number floor(float × 10) (published vector)', async () => {
    const [float = -1] = deriveFloatsByHand('a', 'b', 1, 1);
    const number = await deriveWingoNumber({ serverSeed: 'a', clientSeed: 'b', nonce: 1 });
    expect(number).toBe(Math.floor(float * 10));
    expect(number).toBe(7); // serverSeed 'a', clientSeed 'b', nonce 1
  });

  it('draws a shared period from the first 4 bytes of its chain hash', () => {
    const periodHash = createHash('sha256').update('lotus').digest('hex');
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = Buffer.from(periodHash, 'hex');
    const byHand = Math.floor((b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4) * 10);
    expect(wingoNumberFromHash(periodHash)).toBe(byHand);
    expect(wingoNumberFromHash(periodHash)).toBe(3); // 0x6013de03 / 2³² = 0.3753…
    expect(() => wingoNumberFromHash('xyz')).toThrow(RangeError);
  });

  it('draws a whole number from 0 to 9 for any float', () => {
    fc.assert(
      fc.property(latticeFloat(), (float) => {
        const number = drawWingoNumber(float);
        expect(Number.isInteger(number) && number >= 0 && number <= 9).toBe(true);
      }),
    );
  });

  it('colours and sizes the numbers by the Wingo rules', () => {
    expect(Array.from({ length: 10 }, (_, n) => wingoColours(n).join('+'))).toEqual([
      'red+violet',
      'green',
      'red',
      'green',
      'red',
      'green+violet',
      'red',
      'green',
      'red',
      'green',
    ]);
    expect(Array.from({ length: 10 }, (_, n) => wingoSize(n))).toEqual([...new Array<string>(5).fill('small'), ...new Array<string>(5).fill('big')]);
  });

  it('pays the published multipliers less the 2% service fee', () => {
    expect(colorPredictionMultiplier(green, 3)).toBe(1.96);
    expect(colorPredictionMultiplier(green, 5)).toBe(1.47);
    expect(colorPredictionMultiplier(green, 0)).toBe(0);
    expect(colorPredictionMultiplier(red, 0)).toBe(1.47);
    expect(colorPredictionMultiplier(red, 8)).toBe(1.96);
    expect(colorPredictionMultiplier(violet, 5)).toBe(4.41);
    expect(colorPredictionMultiplier(violet, 4)).toBe(0);
    expect(colorPredictionMultiplier(numberBet(4), 4)).toBe(8.82);
    expect(colorPredictionMultiplier(numberBet(4), 5)).toBe(0);
    expect(colorPredictionMultiplier(big, 5)).toBe(1.96);
    expect(colorPredictionMultiplier(small, 5)).toBe(0);
    expect(() => colorPredictionMultiplier(numberBet(10), 4)).toThrow(RangeError);
  });

  it('states the exact RTP of each bet type', () => {
    expect(colorPredictionRtp(green)).toBe(0.931);
    expect(colorPredictionRtp(red)).toBe(0.931);
    expect(colorPredictionRtp(violet)).toBe(0.882);
    for (let n = 0; n < 10; n++) expect(colorPredictionRtp(numberBet(n))).toBe(0.882);
    expect(colorPredictionRtp(big)).toBe(0.98);
    expect(colorPredictionRtp(small)).toBe(0.98);
  });

  it('returns its stated RTP over a million simulated periods', () => {
    // Every bet type in turn; per-bet variance is 0.4 (size) to 7 (a number), ≈ 2.3 on average,
    // so 4 SE ≈ 0.6%.
    const bets = [green, red, violet, numberBet(7), big, small];
    const random = createRandom(99_001);
    const estimate = simulateRtp(1_000_000, (round) => {
      const bet = bets[round % bets.length] ?? green;
      return colorPredictionMultiplier(bet, drawWingoNumber(random.nextFloat()));
    });
    const expected = bets.reduce((sum, bet) => sum + colorPredictionRtp(bet), 0) / bets.length;
    expectRtpNear('colour prediction', estimate, expected);
  });
});
