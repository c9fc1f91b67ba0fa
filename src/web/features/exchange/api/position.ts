import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketPosition } from '@shared/schemas/exchange';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { exchangeKeys } from './keys';

// GET /api/markets/{id}/position: the signed-in player's book in a market — profit or loss on
// each runner (fancy: on each band of results) from their matched bets, and the exposure held.

export async function fetchPosition(marketId: number, signal?: AbortSignal): Promise<MarketPosition> {
  return (await api.get<{ position: MarketPosition }>(`/api/markets/${marketId}/position`, { signal })).position;
}

export const positionQueryOptions = (marketId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: exchangeKeys.position(marketId, userId),
    queryFn: ({ signal }) => fetchPosition(marketId, signal),
    enabled: userId !== undefined,
    staleTime: 10_000,
  });

export function usePosition(marketId: number) {
  const { user } = useSession();
  return useQuery(positionQueryOptions(marketId, user?.id));
}
