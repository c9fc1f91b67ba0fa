import type { ReactNode } from 'react';
import type { PlayerRow } from '@shared/schemas/players';
import { cx } from '@web/components/cx';
import { inputClass } from '@web/components/form-field';

// Pieces the players screen and the player page share.

export const selectClass = `${inputClass} border-ink-600`;

const statusTone: Record<string, string> = {
  active: 'bg-success/15 text-success',
  suspended: 'bg-danger/15 text-danger',
  closed: 'bg-ink-600 text-muted',
};

/** The account's status, and a time-out or self-exclusion running now beside it. */
export function PlayerStatus({ player }: { player: Pick<PlayerRow, 'status' | 'block' | 'is_demo'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize', statusTone[player.status] ?? 'bg-ink-600 text-muted')}>
        {player.status}
      </span>
      {player.block ? (
        <span className="inline-flex rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-semibold text-gold-400">
          {player.block.kind === 'time_out' ? 'Time-out' : 'Self-excluded'}
        </span>
      ) : null}
      {player.is_demo ? <span className="inline-flex rounded-full bg-ink-600 px-2 py-0.5 text-xs font-semibold text-muted">Demo</span> : null}
    </span>
  );
}

export function LabelledSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1.5 text-sm font-medium text-muted">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {children}
      </select>
    </label>
  );
}
