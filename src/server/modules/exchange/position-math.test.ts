import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import { ODDS_LADDER } from '@shared/odds-ladder';
import { settleFancyBet } from './matching/fancy-exposure';
import { settleOddsBet } from './matching/exposure';
import { fancyBands, fillPnl, runnerProfits } from './position-math';
import type { PositionCell } from './market-state';

// The stored positions (sums of what each fill pays) must agree with the matching core's
// settlement of every bet one by one, for every outcome: that is what makes each hold exactly
// the worst loss and each settlement exactly the sum of its bets.

const runners = [1, 2, 3];
const price = fc.constantFrom(...ODDS_LADDER.filter((value) => value <= 5000));
const stake = fc.integer({ min: 100, max: 5_000_000 });

function cellsOf(entries: Array<{ runnerId: number; line: number; win: number; lose: number }>): PositionCell[] {
  const cells = new Map<string, PositionCell>();
  for (const entry of entries) {
    const key = `${entry.runnerId}:${entry.line}`;
    const cell = cells.get(key) ?? { runnerId: entry.runnerId, line: entry.line, win: 0, lose: 0 };
    cell.win += entry.win;
    cell.lose += entry.lose;
    cells.set(key, cell);
  }
  return [...cells.values()];
}

describe('positions', () => {
  it('match odds: the profit if each runner wins equals the core settling every fill', () => {
    const fill = fc.record({ runnerId: fc.constantFrom(...runners), side: fc.constantFrom('back' as const, 'lay' as const), price, stake });
    fc.assert(
      fc.property(fc.array(fill, { maxLength: 30 }), (fills) => {
        const entries = fills.map((f) => {
          const pnl = fillPnl('match_odds', f.side, f.stake, f.price);
          return { runnerId: f.runnerId, line: 0, win: f.side === 'back' ? pnl.backWin : pnl.layWin, lose: f.side === 'back' ? pnl.backLose : pnl.layLose };
        });
        const profits = runnerProfits(runners, cellsOf(entries));
        for (const winner of runners) {
          const expected = fills.reduce((sum, f) => sum + settleOddsBet({ ...f, runnerId: String(f.runnerId), stake: f.stake as Paise }, String(winner)), 0);
          expect(profits.get(winner)).toBe(expected);
        }
      }),
    );
  });

  it('a matched pair nets to zero for every outcome: the house never mints money', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('match_odds' as const, 'fancy' as const),
        fc.constantFrom('back' as const, 'lay' as const),
        price,
        stake,
        (type, takerSide, p, s) => {
          const pnl = fillPnl(type, takerSide, s, p);
          expect(pnl.backWin + pnl.layWin).toBe(0);
          expect(pnl.backLose + pnl.layLose).toBe(0);
        },
      ),
    );
  });

  it('fancy: the band profits equal the core settling every YES and NO bet for each result', () => {
    const bet = fc.record({
      side: fc.constantFrom('yes' as const, 'no' as const),
      line: fc.integer({ min: 0, max: 60 }),
      rate: fc.constantFrom(80, 85, 90, 100, 110, 120),
      stake,
    });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 20 }), (bets) => {
        const entries = bets.map((b) => {
          // A player's YES is a back at 1 + rate / 100; NO a lay.
          const pnl = fillPnl('fancy', b.side === 'yes' ? 'back' : 'lay', b.stake, 100 + b.rate);
          return { runnerId: 1, line: b.line, win: b.side === 'yes' ? pnl.backWin : pnl.layWin, lose: b.side === 'yes' ? pnl.backLose : pnl.layLose };
        });
        const bands = fancyBands(cellsOf(entries));
        for (let result = 0; result <= 70; result++) {
          const band = bands.find((candidate) => candidate.from <= result && (candidate.to === null || result <= candidate.to));
          const expected = bets.reduce((sum, b) => sum + settleFancyBet({ ...b, stake: b.stake as Paise }, result), 0);
          expect(band?.profit ?? 0).toBe(expected);
        }
      }),
    );
  });
});
