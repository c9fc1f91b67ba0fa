import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlinkoDropInput } from '@shared/schemas/casino';
import { houseApi, idempotencyHeaders, soundOfRound } from './house-client';
import { minesKeys, type RoundAnswer } from './mines';

// POST /api/casino/house/plinko/drop: the ball's path and bucket come back with the settled round.

export async function dropPlinko(input: PlinkoDropInput): Promise<RoundAnswer> {
  const { data } = await houseApi.send<RoundAnswer>('POST', '/api/casino/house/plinko/drop', input, {
    headers: idempotencyHeaders(),
    fallbackMessage: t`The drop failed. Please try again.`,
  });
  return data;
}

export function usePlinkoDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dropPlinko,
    onSuccess: (answer) => {
      soundOfRound(answer.round, true);
      void queryClient.invalidateQueries({ queryKey: minesKeys.session });
    },
  });
}
