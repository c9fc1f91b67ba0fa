import type { Paise } from '@shared/money';
import type { MarketType } from '@shared/schemas/exchange';
import { backProfit, oddsOutcomes, scaleStake, type OddsLeg } from './matching/exposure';
import { peekRestingOrder } from './matching/order-book';
import type { Side } from './matching/types';
import { bookHolding, type MarketState, type PositionCell, type SettlementResult } from './market-state';

// A player's book in one market from their stored position cells (sums of win_pnl and lose_pnl
// of matched bets, exactly as settlement pays them) plus their resting bets, which count only
// where they make an outcome worse (the core's oddsOutcomes). Exposure is the worst outcome.

/** What one matched fill pays each side: `win` when the runner wins (fancy: the line is reached), `lose` otherwise. */
export type FillPnl = { backWin: number; backLose: number; layWin: number; layLose: number };

/**
 * Match odds and bookmaker: a back wins stake × (price − 1) rounded down and the lay pays exactly
 * that (core settleOddsBet). Fancy: YES (back) at rate r wins stake × r% rounded down; NO (lay)
 * loses stake × r% rounded up (core settleFancyBet); the house on the other side takes the mirror.
 */
export function fillPnl(type: MarketType, takerSide: Side, stake: number, price: number): FillPnl {
  let amount: number;
  if (type === 'fancy') amount = scaleStake(stake, price - 100, takerSide === 'back' ? 'down' : 'up');
  else amount = backProfit(stake, price);
  return { backWin: amount, backLose: -stake, layWin: -amount, layLose: stake };
}

/** Match odds: the matched profit if each runner wins. */
export function runnerProfits(runnerIds: readonly number[], cells: Iterable<PositionCell>): Map<number, number> {
  const wins = new Map<number, number>();
  let totalLose = 0;
  const loses = new Map<number, number>();
  for (const cell of cells) {
    wins.set(cell.runnerId, (wins.get(cell.runnerId) ?? 0) + cell.win);
    loses.set(cell.runnerId, (loses.get(cell.runnerId) ?? 0) + cell.lose);
    totalLose += cell.lose;
  }
  return new Map(runnerIds.map((id) => [id, (wins.get(id) ?? 0) + totalLose - (loses.get(id) ?? 0)]));
}

export type ResultBand = { from: number; to: number | null; profit: number };

/** Fancy: the matched profit for every band of results between the lines. */
export function fancyBands(cells: Iterable<PositionCell>): ResultBand[] {
  const byLine = new Map<number, { win: number; lose: number }>();
  for (const cell of cells) {
    const entry = byLine.get(cell.line) ?? { win: 0, lose: 0 };
    entry.win += cell.win;
    entry.lose += cell.lose;
    byLine.set(cell.line, entry);
  }
  const lines = [...byLine.keys()].sort((a, b) => a - b);
  const starts = [...new Set([0, ...lines])];
  return starts.map((from, index) => {
    let profit = 0;
    for (const [line, entry] of byLine) profit += line <= from ? entry.win : entry.lose;
    const next = starts[index + 1];
    return { from, to: next === undefined ? null : next - 1, profit };
  });
}

/** The player's worst outcome in the market as a non-negative amount to hold. */
export function exposureOf(type: MarketType, state: MarketState, userId: number): Paise {
  const cells = state.positions.get(userId)?.values() ?? [];
  let lowest = 0;
  if (type === 'fancy') {
    for (const band of fancyBands(cells)) lowest = Math.min(lowest, band.profit);
    return (lowest === 0 ? 0 : -lowest) as Paise;
  }
  const matched = runnerProfits(
    state.runners.map((runner) => runner.id),
    cells,
  );
  const unmatched = oddsOutcomes(state.runnerKeys, restingLegs(state, userId));
  for (const outcome of unmatched) lowest = Math.min(lowest, (matched.get(Number(outcome.runnerId)) ?? 0) + outcome.worst);
  return (lowest === 0 ? 0 : -lowest) as Paise;
}

function restingLegs(state: MarketState, userId: number): OddsLeg[] {
  const legs: OddsLeg[] = [];
  for (const seq of state.restingByUser.get(userId) ?? []) {
    const book = bookHolding(state, seq);
    const order = book && peekRestingOrder(book, String(seq));
    if (order) legs.push({ runnerId: order.runnerId, side: order.side, price: order.price, stake: order.remaining, isMatched: false });
  }
  return legs;
}

/** What the player's matched bets in the market pay for a declared result (before commission). */
export function settledProfit(type: MarketType, state: MarketState, userId: number, result: SettlementResult): number {
  if (result.void) return 0;
  const cells = [...(state.positions.get(userId)?.values() ?? [])];
  if (type === 'fancy') {
    const runs = result.result ?? 0;
    return cells.reduce((sum, cell) => sum + (cell.line <= runs ? cell.win : cell.lose), 0);
  }
  const winner = result.winner_runner_id ?? 0;
  // Bets on a removed runner are void: they neither win nor lose.
  const removed = new Set(result.removed_runner_ids ?? []);
  return cells.reduce((sum, cell) => (removed.has(cell.runnerId) ? sum : sum + (cell.runnerId === winner ? cell.win : cell.lose)), 0);
}

/** Whether a bet on `runnerId` at `line` wins for the declared result (void handled by the caller). */
export function betWins(type: MarketType, bet: { runnerId: number; line: number | null; side: Side }, result: SettlementResult): boolean {
  const reached = type === 'fancy' ? (result.result ?? 0) >= (bet.line ?? 0) : bet.runnerId === result.winner_runner_id;
  return reached;
}
