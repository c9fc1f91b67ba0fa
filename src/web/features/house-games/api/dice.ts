import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiceRollInput } from '@shared/schemas/casino';
import { houseApi, idempotencyHeaders, soundOfRound } from './house-client';
import { minesKeys, type RoundAnswer } from './mines';

// POST /api/casino/house/dice/roll: the round settles in the one request.

export async function rollDice(input: DiceRollInput): Promise<RoundAnswer> {
  const { data } = await houseApi.send<RoundAnswer>('POST', '/api/casino/house/dice/roll', input, {
    headers: idempotencyHeaders(),
    fallbackMessage: t`The roll failed. Please try again.`,
  });
  return data;
}

export function useDiceRoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollDice,
    // Each roll uses a nonce and moves the balance: the session shows both.
    onSuccess: (answer) => {
      soundOfRound(answer.round, true);
      void queryClient.invalidateQueries({ queryKey: minesKeys.session });
    },
  });
}
