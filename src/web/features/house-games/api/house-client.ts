import { createApiClient } from '@web/lib/api-client';
import { playSound } from '@web/lib/sounds';

// The in-frame API of the house games: the frame's own game session (from ?session= of its URL)
// is the bearer, not the player's site token.

export function readSessionToken(search: string): string | undefined {
  return new URLSearchParams(search).get('session') ?? undefined;
}

export const houseApi = createApiClient({ getToken: () => readSessionToken(window.location.search) });

/** The sound of a house round's answer: the stake placed when it starts, the win when it pays. */
export function soundOfRound(round: { status: string; payout: number }, isNewBet: boolean): void {
  if (isNewBet) playSound('bet-placed');
  if (round.status === 'won' && round.payout > 0) playSound('win');
}

/** Every money-moving POST carries a fresh Idempotency-Key so a retried request is not paid twice. */
export function idempotencyHeaders(): Record<string, string> {
  return { 'idempotency-key': crypto.randomUUID() };
}
