import type { BetStatus } from '@shared/schemas/bets';

// A bet's status as the player reads it: a plain word and its badge colours.

export const statusLabels: Record<BetStatus, string> = {
  unmatched: 'Unmatched',
  partially_matched: 'Partially matched',
  matched: 'Matched',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  cancelled: 'Cancelled',
  lapsed: 'Lapsed',
};

export const statusTones: Record<BetStatus, string> = {
  unmatched: 'bg-warning/15 text-warning',
  partially_matched: 'bg-back/15 text-back',
  matched: 'bg-back/15 text-back',
  won: 'bg-success/15 text-success',
  lost: 'bg-danger/15 text-danger',
  void: 'bg-ink-600 text-muted',
  cancelled: 'bg-ink-600 text-muted',
  lapsed: 'bg-ink-600 text-muted',
};
