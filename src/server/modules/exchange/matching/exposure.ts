// Exposure and settlement of match odds / bookmaker markets, pure integer math on paise and
// price hundredths. Exposure is what the player could lose in the worst outcome; it is held
// from their credit, so every rounding here leans against the player (a win rounds down, a
// liability rounds up) and a hold is never smaller than the loss it covers.
import type { Paise } from '@shared/money';
import type { Side } from './types';

/** A matched part (at its matched price) or the unmatched remainder (at its limit price). */
export interface OddsLeg {
  readonly runnerId: string;
  readonly side: Side;
  readonly price: number;
  readonly stake: Paise;
  readonly isMatched: boolean;
}

export interface OddsOutcome {
  /** The outcome "this runner wins". */
  readonly runnerId: string;
  /** Profit (negative: loss) from matched bets only: the player's book shown on screen. */
  readonly matched: Paise;
  /** Matched plus each unmatched remainder where it would make this outcome worse. */
  readonly worst: Paise;
}

/**
 * stake × factor / 100 in whole paise, rounded down or up, exactly: the stake is split into
 * whole rupees and paise so no intermediate product leaves the doubles' exact integer range
 * for any stake up to MAX_PAISE and any ladder price.
 */
export function scaleStake(stake: number, factor: number, rounding: 'down' | 'up'): Paise {
  const rupees = Math.floor(stake / 100);
  const rest = stake - rupees * 100;
  const fraction = rest * factor;
  const whole = rupees * factor + Math.floor(fraction / 100);
  const result = rounding === 'up' && fraction % 100 !== 0 ? whole + 1 : whole;
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount out of range: ${stake} × ${factor}`);
  return result as Paise;
}

/** What a back wins when its runner wins: stake × (price − 1), rounded down. */
export function backProfit(stake: number, price: number): Paise {
  return scaleStake(stake, price - 100, 'down');
}

/** What a lay can lose: stake × (price − 1), rounded up so a hold never falls short. */
export function layLiability(stake: number, price: number): Paise {
  return scaleStake(stake, price - 100, 'up');
}

function legPnl(leg: OddsLeg, winnerRunnerId: string): number {
  const wins = leg.runnerId === winnerRunnerId;
  if (leg.side === 'back') return wins ? backProfit(leg.stake, leg.price) : -leg.stake;
  return wins ? 0 - layLiability(leg.stake, leg.price) : leg.stake;
}

/** The player's book: per runner, the profit if that runner wins. */
export function oddsOutcomes(runnerIds: readonly string[], legs: readonly OddsLeg[]): OddsOutcome[] {
  const known = new Set(runnerIds);
  for (const leg of legs) {
    if (!known.has(leg.runnerId)) throw new RangeError(`leg on unknown runner: ${leg.runnerId}`);
  }
  return runnerIds.map((runnerId) => {
    let matched = 0;
    let worst = 0;
    for (const leg of legs) {
      const pnl = legPnl(leg, runnerId);
      if (leg.isMatched) {
        matched += pnl;
        worst += pnl;
      } else if (pnl < 0) {
        // Unmatched money may never be matched, so it only ever counts against the player.
        worst += pnl;
      }
    }
    return { runnerId, matched: matched as Paise, worst: worst as Paise };
  });
}

/**
 * Worst-case loss over all outcomes, 0 when every outcome is a profit. Checking a new order as
 * an unmatched leg at its limit gives an upper bound of the exposure after it matches (a fill
 * is at the limit or better, and a self-trade cancel only removes stake), so the credit check
 * can run before matching.
 */
export function oddsExposure(runnerIds: readonly string[], legs: readonly OddsLeg[]): Paise {
  let lowest = 0;
  for (const outcome of oddsOutcomes(runnerIds, legs)) lowest = Math.min(lowest, outcome.worst);
  return (lowest === 0 ? 0 : -lowest) as Paise;
}

/**
 * Profit of one matched bet once the winner is declared. A losing lay pays exactly what the
 * matching back wins (stake × (price − 1) rounded down), so every matched pair nets to zero in
 * the ledger; that is never more than the liability held for it.
 */
export function settleOddsBet(
  bet: { readonly runnerId: string; readonly side: Side; readonly price: number; readonly stake: Paise },
  winnerRunnerId: string,
): Paise {
  const wins = bet.runnerId === winnerRunnerId;
  const profit = backProfit(bet.stake, bet.price);
  if (bet.side === 'back') return (wins ? profit : -bet.stake) as Paise;
  return (wins ? 0 - profit : bet.stake) as Paise; // 0 - x, not -x: no -0 for a zero profit
}
