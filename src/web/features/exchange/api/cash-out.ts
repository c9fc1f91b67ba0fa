import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CashOutQuote } from '@shared/schemas/cash-out';
import type { PlaceBetResult } from '@shared/schemas/bets';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { exchangeKeys } from './keys';
import { newIdempotencyKey } from './idempotency';
import { refreshAfterBet } from './place-bet';

// Cash out: GET /api/markets/{id}/cash-out quotes what the player would lock in now (asked again
// whenever the market's book changes, so the button follows the prices); POST places the hedge
// with the amount shown, and the server answers 409 in words when the price has moved since.

export type CashOutDone = CashOutQuote & { bet_ids: number[]; balance: PlaceBetResult['balance'] };

export async function fetchCashOutQuote(marketId: number, share: number, signal?: AbortSignal): Promise<CashOutQuote> {
  return (await api.get<{ cash_out: CashOutQuote }>(`/api/markets/${marketId}/cash-out`, { signal, query: { share: String(share) } })).cash_out;
}

/** How often at most the quote is asked again while the book keeps changing (an in-play book can move several times a second). */
export const QUOTE_EVERY_MS = 1_000;

/** The value, moved on at most once per `ms`: the first change at once, the last one never lost. */
function useThrottled(value: number, ms: number): number {
  const [shown, setShown] = useState(value);
  const lastShownAt = useRef(0);
  useEffect(() => {
    if (value === shown) return;
    const show = () => {
      lastShownAt.current = Date.now();
      setShown(value);
    };
    const wait = lastShownAt.current + ms - Date.now();
    if (wait <= 0) return show();
    const timer = window.setTimeout(show, wait);
    return () => window.clearTimeout(timer);
  }, [value, shown, ms]);
  return shown;
}

/** The quote for the book as last seen (`bookStamp` changes with every book that arrives), asked at most once a second. */
export function useCashOutQuote(marketId: number, share: number, bookStamp: number, isEnabled: boolean) {
  const { user } = useSession();
  const stamp = useThrottled(bookStamp, QUOTE_EVERY_MS);
  return useQuery({
    queryKey: [...exchangeKeys.cashOut(marketId, user?.id), share, stamp] as const,
    queryFn: ({ signal }) => fetchCashOutQuote(marketId, share, signal),
    enabled: isEnabled && user !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

export function useCashOut(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ share, amount }: { share: number; amount: number }) =>
      (
        await api.send<{ cash_out: CashOutDone }>(
          'POST',
          `/api/markets/${marketId}/cash-out`,
          { share, amount },
          {
            headers: { 'Idempotency-Key': newIdempotencyKey() },
            fallbackMessage: 'Cash out failed',
          },
        )
      ).data.cash_out,
    onSettled: (done) => {
      refreshAfterBet(queryClient, marketId, done);
      void queryClient.invalidateQueries({ queryKey: exchangeKeys.cashOut(marketId) });
    },
  });
}
