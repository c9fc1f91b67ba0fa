import { formatRupees } from '@shared/money';
import { formatIstDateTime, periodLabel } from '@shared/schemas/responsible-gambling';
import { usePlayerSafety } from './responsible-gambling-api';

/** One line on a player: a time-out or self-exclusion running (it cannot be lifted here), and their own deposit limits. */
export function PlayerSafetyLine({ userId }: { userId: number }) {
  const safety = usePlayerSafety(userId);
  if (!safety.data) return null;
  const { block, limits } = safety.data;
  const own = limits.filter((limit) => limit.limit !== null || limit.pending !== null);
  return (
    <div role="status" className="flex flex-col gap-1 px-4 pt-4 text-sm">
      {block ? (
        <p className="font-semibold text-gold-400">
          {block.kind === 'time_out' ? 'On a time-out' : 'Self-excluded'} until {formatIstDateTime(new Date(block.ends_at))} (since{' '}
          {formatIstDateTime(new Date(block.started_at))}): no deposits, bets or games. It cannot be shortened or lifted.
        </p>
      ) : (
        <p className="text-muted">No time-out or self-exclusion.</p>
      )}
      <p className="text-muted">
        Own deposit limits:{' '}
        {own.length === 0
          ? 'none'
          : own
              .map(
                (limit) =>
                  `${limit.limit === null ? 'none' : formatRupees(limit.limit)} per ${periodLabel(limit.period)}` +
                  (limit.pending
                    ? ` (${limit.pending.limit === null ? 'removal' : formatRupees(limit.pending.limit)} from ${formatIstDateTime(new Date(limit.pending.applies_at))})`
                    : ''),
              )
              .join(', ')}
        .
      </p>
    </div>
  );
}
