import type { EntrySubject } from '@shared/schemas/wallet';

/** An entry subject with every part empty, to spread a test's own parts over. */
export const noSubject: Omit<EntrySubject, 'kind'> = {
  event: null,
  market: null,
  game: null,
  round: null,
  draw: null,
  draw_date: null,
  matka_bet_id: null,
  matka_step: null,
  utr: null,
  withdrawal_id: null,
  reason: null,
  bonus: null,
};
