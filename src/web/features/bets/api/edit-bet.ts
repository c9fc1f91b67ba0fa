import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetBalance, PlacedBet } from '@shared/schemas/bets';
import { api } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { betKeys } from './keys';

// PATCH /api/bets/{id} {price?, stake?}: lowering only the stake keeps the bet's place in the
// queue; anything else replaces it with a new bet at the back of the queue (kept_place false).

export type EditedBet = { bet: PlacedBet; kept_place: boolean; replaced_bet_id: number | null; balance: BetBalance };

export async function editBet({ betId, price, stake }: { betId: number; price?: number; stake?: number }): Promise<EditedBet> {
  const { data } = await api.send<EditedBet>('PATCH', `/api/bets/${betId}`, { price, stake }, { fallbackMessage: 'Could not edit the bet' });
  return data;
}

export function useEditBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBet,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.balance });
      void queryClient.invalidateQueries({ queryKey: queryRoots.exchange });
    },
  });
}
