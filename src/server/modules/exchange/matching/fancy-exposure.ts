// Exposure and settlement of fancy (session) markets: YES / NO on a line (runs), paid at a rate
// in percent (100 = evens). The result is a whole number ≥ 0, and only the intervals between
// distinct lines matter, so the worst case is found by checking one result per interval.
import type { Paise } from '@shared/money';
import { scaleStake } from './exposure';

export interface FancyLeg {
  readonly side: 'yes' | 'no';
  /** YES wins when the result is ≥ line; NO wins when it is below. */
  readonly line: number;
  /** Percent: YES wins stake × rate / 100; NO loses stake × rate / 100. */
  readonly rate: number;
  readonly stake: Paise;
  readonly isMatched: boolean;
}

export interface FancyOutcome {
  /** Results from `from` to `to` inclusive (`to` null: and above) all pay the same. */
  readonly from: number;
  readonly to: number | null;
  readonly matched: Paise;
  readonly worst: Paise;
}

type FancyBet = Pick<FancyLeg, 'side' | 'line' | 'rate' | 'stake'>;

function checkLeg(leg: FancyBet): void {
  if (!Number.isSafeInteger(leg.line) || leg.line < 0) throw new RangeError(`bad fancy line: ${leg.line}`);
  if (!Number.isSafeInteger(leg.rate) || leg.rate <= 0) throw new RangeError(`bad fancy rate: ${leg.rate}`);
}

/** Profit of a bet for a result, wins rounded down and losses up (see exposure.ts). */
function legPnl(leg: FancyBet, result: number): number {
  const reached = result >= leg.line;
  if (leg.side === 'yes') return reached ? scaleStake(leg.stake, leg.rate, 'down') : -leg.stake;
  return reached ? 0 - scaleStake(leg.stake, leg.rate, 'up') : leg.stake;
}

/** The player's book for a fancy market: one row per interval of results between lines. */
export function fancyOutcomes(legs: readonly FancyLeg[]): FancyOutcome[] {
  legs.forEach(checkLeg);
  const lines = [...new Set(legs.map((leg) => leg.line).filter((line) => line > 0))].sort((a, b) => a - b);
  const starts = [0, ...lines];
  return starts.map((from, index) => {
    let matched = 0;
    let worst = 0;
    for (const leg of legs) {
      const pnl = legPnl(leg, from);
      if (leg.isMatched) {
        matched += pnl;
        worst += pnl;
      } else if (pnl < 0) {
        worst += pnl;
      }
    }
    const next = starts[index + 1];
    return { from, to: next === undefined ? null : next - 1, matched: matched as Paise, worst: worst as Paise };
  });
}

/** Worst-case loss over every possible result, 0 when every result is a profit. */
export function fancyExposure(legs: readonly FancyLeg[]): Paise {
  let lowest = 0;
  for (const outcome of fancyOutcomes(legs)) lowest = Math.min(lowest, outcome.worst);
  return (lowest === 0 ? 0 : -lowest) as Paise;
}

/** Profit of one matched fancy bet once the result (runs) is declared. */
export function settleFancyBet(bet: FancyBet, result: number): Paise {
  checkLeg(bet);
  if (!Number.isSafeInteger(result) || result < 0) throw new RangeError(`bad fancy result: ${result}`);
  return legPnl(bet, result) as Paise;
}
