import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MarketBook } from '@shared/schemas/exchange';
import { api } from '@web/lib/api-client';
import { useBookMoney, type BookMoney } from './book-money';
import { moneyQuery } from './catalogue';
import { exchangeKeys } from './keys';
import { subscribeMarket } from './market-stream';

// GET /api/markets/{id}: a market's book, best three prices a side. While a market is on
// screen its book also streams over SSE (market-stream.ts) straight into this query's cache;
// while the stream is not up (connecting, dropped, too many markets) the market is polled.

export const MARKET_POLL_MS = 5_000;

export async function fetchMarket(id: number, money: BookMoney, signal?: AbortSignal): Promise<MarketBook> {
  const options = { signal, anonymous: true, query: { money: moneyQuery(money) }, fallbackMessage: 'Market not found' };
  return (await api.get<{ market: MarketBook }>(`/api/markets/${id}`, options)).market;
}

export const marketQueryOptions = (id: number, money: BookMoney) =>
  queryOptions({ queryKey: exchangeKeys.market(id, money), queryFn: ({ signal }) => fetchMarket(id, money, signal), staleTime: 2_000 });

/** Subscribes the market to the live stream while mounted; returns whether its books are arriving. */
export function useMarketStream(marketId: number | undefined, isEnabled = true): boolean {
  const queryClient = useQueryClient();
  const money = useBookMoney();
  const [isStreaming, setStreaming] = useState(false);
  useEffect(() => {
    if (!isEnabled || marketId === undefined) return;
    const unsubscribe = subscribeMarket(marketId, money, {
      onBook: (book) => queryClient.setQueryData(exchangeKeys.market(marketId, money), book),
      onLive: setStreaming,
    });
    return () => {
      unsubscribe?.();
      setStreaming(false);
    };
  }, [marketId, money, isEnabled, queryClient]);
  return isStreaming;
}

/** How long a list row waits for the stream's first book before it asks for the book itself. */
export const STREAM_GRACE_MS = 3_000;

/**
 * The market's book, live: streamed while possible, polled otherwise. With `waitForStream` (a list
 * row, which shows the event list's prices meanwhile) nothing is asked for while the stream is
 * coming up, since its first event is the book: a home page of twelve live rows makes one
 * request, not thirteen. Only a stream still not up after STREAM_GRACE_MS turns to polling.
 */
export function useLiveMarket(marketId: number | undefined, isEnabled = true, { waitForStream = false } = {}) {
  const isStreaming = useMarketStream(marketId, isEnabled);
  const [isStreamLate, setStreamLate] = useState(false);
  useEffect(() => {
    if (!waitForStream || !isEnabled || isStreaming) return;
    const timer = setTimeout(() => setStreamLate(true), STREAM_GRACE_MS);
    return () => clearTimeout(timer);
  }, [waitForStream, isEnabled, isStreaming]);
  const mayAsk = waitForStream ? isStreamLate && !isStreaming : true;
  return useQuery({
    ...marketQueryOptions(marketId ?? 0, useBookMoney()),
    enabled: isEnabled && marketId !== undefined && mayAsk,
    refetchInterval: isStreaming ? false : MARKET_POLL_MS,
  });
}
