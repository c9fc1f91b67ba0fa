import type { WalletAnswer } from '@shared/schemas/casino';
import type { CallOutcome, WalletClient } from './wallet-client';

// How an aggregator plays one round against a seamless wallet, by the usual rules: a stake with
// no answer is retried with the same id, and if it still has none it is rolled back (until the
// rollback is answered); a win is retried until it is answered, however long that takes.

export type RoundInput = {
  sessionToken: string;
  playerId: string;
  gameId: string;
  roundId: string;
  /** Rupees. */
  stake: number;
  /** Rupees (0 for a lost round). */
  win: number;
  /** Per call; a short one makes timeouts happen. */
  timeoutMs?: number;
  attempts?: number;
};

export type RoundOutcome =
  | { kind: 'settled'; debit: WalletAnswer; credit: WalletAnswer }
  | { kind: 'refused'; debit: WalletAnswer }
  | { kind: 'rolled_back'; rollback: WalletAnswer | undefined };

const isFinal = (outcome: CallOutcome): outcome is Extract<CallOutcome, { kind: 'answer' }> => outcome.kind === 'answer' && outcome.httpStatus < 500;

async function callUntilAnswered(
  client: WalletClient,
  operation: 'debit' | 'credit' | 'rollback',
  body: Record<string, unknown>,
  attempts: number,
  timeoutMs: number | undefined,
): Promise<WalletAnswer | undefined> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const outcome = await client.call(operation, body, timeoutMs === undefined ? {} : { timeoutMs });
    if (isFinal(outcome)) return outcome.answer;
    await new Promise((resolve) => setTimeout(resolve, 5 * (attempt + 1)));
  }
  return undefined;
}

export async function playRound(client: WalletClient, input: RoundInput): Promise<RoundOutcome> {
  const attempts = input.attempts ?? 3;
  const base = { session_token: input.sessionToken, player_id: input.playerId, game_id: input.gameId, round_id: input.roundId, currency: 'INR' };
  const debitId = `${input.roundId}:bet`;
  const debit = await callUntilAnswered(client, 'debit', { ...base, transaction_id: debitId, amount: input.stake }, attempts, input.timeoutMs);
  if (!debit) {
    // No answer to the stake: reverse it, whether or not it arrived. The rollback must get through.
    const rollback = await callUntilAnswered(
      client,
      'rollback',
      {
        session_token: input.sessionToken,
        player_id: input.playerId,
        round_id: input.roundId,
        transaction_id: `${input.roundId}:rollback`,
        reference_transaction_id: debitId,
      },
      attempts * 10,
      undefined,
    );
    return { kind: 'rolled_back', rollback };
  }
  if (debit.status !== 'OK') return { kind: 'refused', debit };
  const credit = await callUntilAnswered(client, 'credit', { ...base, transaction_id: `${input.roundId}:win`, amount: input.win }, attempts * 10, undefined);
  if (!credit) throw new Error(`win of round ${input.roundId} was never answered`);
  return { kind: 'settled', debit, credit };
}
