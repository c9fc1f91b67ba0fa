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

/** The market's book, live: streamed while possible, polled otherwise. */
export function useLiveMarket(marketId: number | undefined, isEnabled = true) {
  const isStreaming = useMarketStream(marketId, isEnabled);
  return useQuery({
    ...marketQueryOptions(marketId ?? 0, useBookMoney()),
    enabled: isEnabled && marketId !== undefined,
    refetchInterval: isStreaming ? false : MARKET_POLL_MS,
  });
}
