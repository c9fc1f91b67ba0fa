import { describe, expect, it } from 'vitest';
import {
  colorPredictionRtp,
  crashRtp,
  diceRtp,
  hiloMultiplier,
  HOUSE_GAME_KEYS,
  HOUSE_GAMES,
  minesRtp,
  plinkoRtp,
  PLINKO_RISKS,
  type ColorPredictionBet,
  type HouseGameKey,
} from './index';

// Products of floats may land a few ulps past a bound that holds exactly.
const ROUNDING = 1e-12;

function expectWithinStated(key: HouseGameKey, rtps: readonly number[]): void {
  const { rtp } = HOUSE_GAMES[key];
  expect(Math.min(...rtps)).toBeGreaterThanOrEqual(rtp.min - ROUNDING);
  expect(Math.max(...rtps)).toBeLessThanOrEqual(rtp.max + ROUNDING);
}

describe('house games registry', () => {
  it('describes each house game once, with house edge = 1 − RTP', () => {
    expect(Object.keys(HOUSE_GAMES).sort()).toEqual([...HOUSE_GAME_KEYS].sort());
    for (const key of HOUSE_GAME_KEYS) {
      const game = HOUSE_GAMES[key];
      expect(game.key).toBe(key);
      expect(game.rtp.min).toBeLessThanOrEqual(game.rtp.max);
      expect(game.houseEdge.min).toBeCloseTo(1 - game.rtp.max, 15);
      expect(game.houseEdge.max).toBeCloseTo(1 - game.rtp.min, 15);
    }
  });

  it('bounds every dice bet: all 2 × 9999 targets the game accepts', () => {
    const rtps: number[] = [];
    for (let hundredths = 1; hundredths <= 9999; hundredths++) {
      for (const direction of ['under', 'over'] as const) {
        const winning = direction === 'under' ? hundredths : 10_000 - hundredths;
        if (winning <= 9800) rtps.push(diceRtp({ target: hundredths / 100, direction }));
      }
    }
    expect(rtps.length).toBe(2 * 9800);
    expectWithinStated('dice', rtps);
  });

  it('bounds every mines cash-out: all 300 (mines, safe reveals) pairs', () => {
    const rtps: number[] = [];
    for (let mines = 1; mines <= 24; mines++) for (let k = 1; k <= 25 - mines; k++) rtps.push(minesRtp(mines, k));
    expect(rtps).toHaveLength(300);
    expectWithinStated('mines', rtps);
  });

  it('bounds every plinko table and reaches both ends', () => {
    const rtps = PLINKO_RISKS.flatMap((risk) => [8, 9, 10, 11, 12, 13, 14, 15, 16].map((rows) => plinkoRtp(rows, risk)));
    expectWithinStated('plinko', rtps);
    expect(Math.min(...rtps)).toBeCloseTo(HOUSE_GAMES.plinko.rtp.min, 12);
    expect(Math.max(...rtps)).toBeCloseTo(HOUSE_GAMES.plinko.rtp.max, 12);
  });

  it('bounds crash cash-outs from 1.01× up', () => {
    const cashouts = [1.01, 1.02, 1.1, 1.33, 1.5, 2, 2.5, 3, 5, 7.77, 10, 25, 50, 100, 1000, 10_000, 1_000_000];
    expectWithinStated('crash', cashouts.map(crashRtp));
  });

  it('bounds every single hi-lo guess (and the floor keeps longer hands within 0.01% too)', () => {
    const rtps: number[] = [];
    for (let winning = 1; winning <= 12; winning++) rtps.push((hiloMultiplier([winning]) * winning) / 13);
    for (let a = 1; a <= 12; a++) for (let b = 1; b <= 12; b++) rtps.push((hiloMultiplier([a, b]) * a * b) / 169);
    expectWithinStated('hilo', rtps);
  });

  it('bounds every colour prediction bet and reaches both ends', () => {
    const bets: ColorPredictionBet[] = [
      { kind: 'colour', colour: 'green' },
      { kind: 'colour', colour: 'red' },
      { kind: 'colour', colour: 'violet' },
      { kind: 'size', size: 'big' },
      { kind: 'size', size: 'small' },
      ...Array.from({ length: 10 }, (_, number): ColorPredictionBet => ({ kind: 'number', number })),
    ];
    const rtps = bets.map(colorPredictionRtp);
    expectWithinStated('color-prediction', rtps);
    expect(Math.min(...rtps)).toBe(HOUSE_GAMES['color-prediction'].rtp.min);
    expect(Math.max(...rtps)).toBe(HOUSE_GAMES['color-prediction'].rtp.max);
  });
});
