import { t } from '@lingui/core/macro';
import type { BetStatus } from '@shared/schemas/bets';

// A bet's status as the player reads it: a plain word and its badge colours.

/** Read at render: the words are in the site's language. */
export const statusLabels = (): Record<BetStatus, string> => ({
  unmatched: t`Unmatched`,
  partially_matched: t`Partially matched`,
  matched: t`Matched`,
  won: t`Won`,
  lost: t`Lost`,
  void: t`Void`,
  cancelled: t`Cancelled`,
  lapsed: t`Lapsed`,
  awaiting_result: t`Awaiting result`,
});

export const statusTones: Record<BetStatus, string> = {
  unmatched: 'bg-warning/15 text-warning',
  partially_matched: 'bg-back/15 text-back',
  matched: 'bg-back/15 text-back',
  won: 'bg-success/15 text-success',
  lost: 'bg-danger/15 text-danger',
  void: 'bg-ink-600 text-muted',
  cancelled: 'bg-ink-600 text-muted',
  lapsed: 'bg-ink-600 text-muted',
  awaiting_result: 'bg-warning/15 text-warning',
};
