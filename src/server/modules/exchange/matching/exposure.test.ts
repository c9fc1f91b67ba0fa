import { describe, expect, it } from 'vitest';
import { MAX_PAISE, paise } from '@shared/money';
import { backProfit, layLiability, type OddsLeg, oddsExposure, oddsOutcomes, scaleStake, settleOddsBet } from './exposure';
import { fancyExposure, type FancyLeg, fancyOutcomes, settleFancyBet } from './fancy-exposure';

const runners = ['A', 'B', 'C'];
function leg(runnerId: string, side: 'back' | 'lay', price: number, stake: number, isMatched = true): OddsLeg {
  return { runnerId, side, price, stake: paise(stake), isMatched };
}

describe('match odds exposure', () => {
  it('is the worst outcome over every runner winning, matched bets at their matched prices', () => {
    const legs = [leg('A', 'back', 300, 1000), leg('B', 'lay', 250, 1000)];
    expect(oddsOutcomes(runners, legs)).toEqual([
      { runnerId: 'A', matched: 3000, worst: 3000 },
      { runnerId: 'B', matched: -2500, worst: -2500 },
      { runnerId: 'C', matched: 0, worst: 0 },
    ]);
    expect(oddsExposure(runners, legs)).toBe(2500);
  });

  it('counts an unmatched remainder only where it makes an outcome worse', () => {
    const legs = [leg('A', 'back', 300, 1000), leg('B', 'lay', 250, 1000), leg('C', 'back', 500, 500, false)];
    expect(oddsOutcomes(runners, legs).map((outcome) => outcome.worst)).toEqual([2500, -3000, 0]);
    expect(oddsOutcomes(runners, legs).map((outcome) => outcome.matched)).toEqual([3000, -2500, 0]);
    expect(oddsExposure(runners, legs)).toBe(3000);
  });

  it('nets a back and a lay on the same runner (a green book has no exposure)', () => {
    const legs = [leg('A', 'back', 400, 1000), leg('A', 'lay', 300, 1000)];
    expect(oddsOutcomes(runners, legs).map((outcome) => outcome.matched)).toEqual([1000, 0, 0]);
    expect(oddsExposure(runners, legs)).toBe(0);
  });

  it('an unmatched lay holds its full liability', () => {
    expect(oddsExposure(runners, [leg('B', 'lay', 1000, 10000, false)])).toBe(90000);
  });

  it('rounds a liability up and a win down, never understating a loss', () => {
    expect(layLiability(333, 202)).toBe(340); // 339.66
    expect(backProfit(333, 202)).toBe(339);
    expect(layLiability(1, 101)).toBe(1); // 0.01 paise still holds one paisa
    expect(backProfit(1, 101)).toBe(0);
    expect(layLiability(10000, 202)).toBe(10200); // exact amounts are not nudged
    expect(oddsExposure(runners, [leg('A', 'lay', 202, 333)])).toBe(340);
  });

  it('stays exact at the largest stake and price', () => {
    expect(layLiability(MAX_PAISE, 100000)).toBe(999_000_000_000_000);
    expect(backProfit(MAX_PAISE - 1, 100000)).toBe(998_999_999_999_001);
    // A factor that leaves a fraction: (10^12 − 1) × 99999 / 100 = 999989999999000.01,
    // where a plain float product would already be off.
    expect(scaleStake(MAX_PAISE - 1, 99999, 'down')).toBe(999_989_999_999_000);
    expect(scaleStake(MAX_PAISE - 1, 99999, 'up')).toBe(999_989_999_999_001);
  });

  it('refuses a leg on a runner outside the market', () => {
    expect(() => oddsExposure(runners, [leg('Z', 'back', 200, 100)])).toThrow(RangeError);
  });

  it('settles each matched bet, a losing lay paying what the back wins', () => {
    expect(settleOddsBet(leg('A', 'back', 202, 333), 'A')).toBe(339);
    expect(settleOddsBet(leg('A', 'lay', 202, 333), 'A')).toBe(-339);
    expect(settleOddsBet(leg('A', 'back', 202, 333), 'B')).toBe(-333);
    expect(settleOddsBet(leg('A', 'lay', 202, 333), 'B')).toBe(333);
    expect(settleOddsBet(leg('A', 'lay', 101, 1), 'A')).toBe(0);
  });
});

function fancy(side: 'yes' | 'no', line: number, rate: number, stake: number, isMatched = true): FancyLeg {
  return { side, line, rate, stake: paise(stake), isMatched };
}

describe('fancy exposure', () => {
  it('tabulates profit per interval between distinct lines', () => {
    const legs = [fancy('yes', 50, 100, 1000), fancy('no', 55, 90, 1000)];
    expect(fancyOutcomes(legs)).toEqual([
      { from: 0, to: 49, matched: 0, worst: 0 },
      { from: 50, to: 54, matched: 2000, worst: 2000 },
      { from: 55, to: null, matched: 100, worst: 100 },
    ]);
    expect(fancyExposure(legs)).toBe(0);
  });

  it('is the worst result, where a NO below a YES loses both', () => {
    const legs = [fancy('yes', 60, 80, 500), fancy('no', 40, 120, 500)];
    expect(fancyOutcomes(legs).map((row) => [row.from, row.to, row.worst])).toEqual([
      [0, 39, 0],
      [40, 59, -1100],
      [60, null, -200],
    ]);
    expect(fancyExposure(legs)).toBe(1100);
  });

  it('counts unmatched fancy stakes only against the player', () => {
    const legs = [fancy('yes', 30, 100, 1000), fancy('no', 30, 100, 400, false)];
    expect(fancyOutcomes(legs).map((row) => [row.matched, row.worst])).toEqual([
      [-1000, -1000],
      [1000, 600],
    ]);
    expect(fancyExposure(legs)).toBe(1000);
  });

  it('rounds a NO loss up and a YES win down', () => {
    expect(fancyExposure([fancy('no', 10, 90, 333)])).toBe(300); // 299.7
    expect(settleFancyBet(fancy('no', 10, 90, 333), 10)).toBe(-300);
    expect(settleFancyBet(fancy('yes', 10, 90, 333), 10)).toBe(299);
    expect(settleFancyBet(fancy('yes', 10, 90, 333), 9)).toBe(-333);
    expect(settleFancyBet(fancy('no', 10, 90, 333), 9)).toBe(333);
  });

  it('has one open-ended row and no exposure without bets, and refuses bad lines', () => {
    expect(fancyOutcomes([])).toEqual([{ from: 0, to: null, matched: 0, worst: 0 }]);
    expect(fancyExposure([])).toBe(0);
    expect(() => fancyExposure([fancy('yes', 10.5, 100, 100)])).toThrow(RangeError);
    expect(() => settleFancyBet(fancy('yes', 10, 100, 100), -1)).toThrow(RangeError);
  });
});
