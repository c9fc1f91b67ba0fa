import type { BetSide } from '@shared/schemas/bets';
import type { ExchangeEvent, MarketBook, MarketSummary, PriceLevel } from '@shared/schemas/exchange';
import { useLiveMarket } from './api/market';
import type { BetSelection } from './bet-slip-store';
import { eventTitle, mainMarket } from './runners';

// A list row's market: the event's Match Odds summary, replaced by the live book once its stream
// (or poll) has answered, so the row's prices move as the book does.

export function summaryOfBook(book: MarketBook): MarketSummary {
  return {
    id: book.id,
    name: book.name,
    type: book.type,
    status: book.status,
    runners: book.runners.map((runner) => ({ id: runner.id, name: runner.name, back: runner.back[0] ?? null, lay: runner.lay[0] ?? null })),
  };
}

/** The row's main market, live when `isLive` (in-play rows), else as the event list last said. */
export function useRowMarket(event: ExchangeEvent, isLive: boolean): MarketSummary | undefined {
  const market = mainMarket(event);
  const live = useLiveMarket(market?.id, isLive && market !== undefined, { waitForStream: true });
  if (!market) return undefined;
  return isLive && live.data ? summaryOfBook(live.data) : market;
}

type SelectionParts = {
  event: Pick<ExchangeEvent, 'id' | 'name' | 'team1' | 'team2' | 'sport'>;
  market: Pick<MarketSummary, 'id' | 'name' | 'type'>;
  runner: { id: number; name: string };
  side: BetSide;
  level: PriceLevel;
};

export function selectionOf({ event, market, runner, side, level }: SelectionParts): BetSelection {
  return {
    marketId: market.id,
    runnerId: runner.id,
    side,
    price: level.price,
    line: level.line ?? null,
    runnerName: runner.name,
    marketName: market.name,
    marketType: market.type,
    eventId: event.id,
    eventName: eventTitle(event),
    sport: event.sport,
  };
}
