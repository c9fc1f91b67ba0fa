import type { ExchangeEvent, MarketSummary } from '@shared/schemas/exchange';

// The spec's 1 / X / 2 columns from a market's runners: the draw (if any) is X, the other
// runners in order are 1 and 2.

export type OneXTwo<T> = { one: T | undefined; draw: T | undefined; two: T | undefined };

export function isDrawRunner(name: string): boolean {
  return /^(the\s+)?draw$/i.test(name.trim()) || name.trim().toUpperCase() === 'X';
}

export function splitRunners<T extends { name: string }>(runners: readonly T[]): OneXTwo<T> {
  const draw = runners.find((runner) => isDrawRunner(runner.name));
  const sides = runners.filter((runner) => runner !== draw);
  return { one: sides[0], draw, two: sides[1] };
}

/** The market a list row prices: Match Odds first, else the first market. */
export function mainMarket(event: ExchangeEvent): MarketSummary | undefined {
  return event.markets.find((market) => market.type === 'match_odds') ?? event.markets[0];
}

/** "India v Australia" from the teams, else the event's name (outrights). */
export function eventTitle(event: Pick<ExchangeEvent, 'name' | 'team1' | 'team2'>): string {
  return event.team1 && event.team2 ? `${event.team1} v ${event.team2}` : event.name;
}
