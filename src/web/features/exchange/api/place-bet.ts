import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { playSound } from '@web/lib/sounds';
import type { AcceptOddsChanges, BetSide, PlaceBetResult } from '@shared/schemas/bets';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { exchangeKeys } from './keys';

// POST /api/bets/place → 201 data.bet {status, matched_stake, unmatched_stake,
// avg_price, …} and data.balance. Refusals come back in the server's words ('Insufficient
// balance', 'Market is suspended', …) and are shown as they are.

export type PlaceBetBody = {
  market_id: number;
  runner_id: number;
  side: BetSide;
  price: number;
  stake: number;
  line?: number;
  event_id?: number;
  persistence?: 'lapse' | 'persist';
  /** In play: what to do if the price moved during the bet delay (the player's setting). */
  accept_odds?: AcceptOddsChanges;
};

export type PlaceBetRequest = { body: PlaceBetBody; idempotencyKey: string };

export const PLACE_BET_ERROR = 'Failed to place bet';

export async function placeBet({ body, idempotencyKey }: PlaceBetRequest): Promise<PlaceBetResult> {
  const { data } = await api.send<PlaceBetResult>('POST', '/api/bets/place', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: PLACE_BET_ERROR,
  });
  return data;
}

/**
 * What a placed, edited, cashed-out or cancelled bet changes: balance and exposure, open bets,
 * the market's book and the player's position; a placed bet plays its sound.
 */
export function refreshAfterBet(
  queryClient: QueryClient,
  marketId: number,
  result?: Pick<PlaceBetResult, 'balance'> & { bet?: Pick<PlaceBetResult['bet'], 'status'> },
): void {
  if (result) {
    // A placed bet's sound: matched at once, or placed and waiting for a match.
    if (result.bet) playSound(result.bet.status === 'matched' ? 'bet-matched' : 'bet-placed');
    for (const query of queryClient.getQueriesData({ queryKey: queryRoots.balance })) queryClient.setQueryData(query[0], result.balance);
  }
  void queryClient.invalidateQueries({ queryKey: queryRoots.balance });
  void queryClient.invalidateQueries({ queryKey: queryRoots.bets });
  void queryClient.invalidateQueries({ queryKey: exchangeKeys.market(marketId) });
  void queryClient.invalidateQueries({ queryKey: exchangeKeys.positions() });
}

export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: (result, request) => refreshAfterBet(queryClient, request.body.market_id, result),
  });
}
