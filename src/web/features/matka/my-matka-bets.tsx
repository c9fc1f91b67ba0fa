import { t } from '@lingui/core/macro';
import { matkaBetTypeNames, type MatkaBet } from '@shared/schemas/matka';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { formatBetTime } from '@web/lib/format';

// The player's bets on this market, newest first: open until the result, then won or lost (or
// void when the operator cancelled the draw: the stake is back in the balance).

const statusTone: Record<MatkaBet['status'], string> = {
  open: 'bg-gold-400/15 text-gold-400',
  won: 'bg-success/15 text-success',
  lost: 'bg-danger/15 text-danger',
  void: 'bg-ink-600 text-muted',
};

function statusLabel(status: MatkaBet['status']): string {
  switch (status) {
    case 'open':
      return t({ message: 'Open', context: 'bet status' });
    case 'won':
      return t`Won`;
    case 'lost':
      return t`Lost`;
    case 'void':
      return t`Void`;
  }
}

export function MyMatkaBets({ bets }: { bets: MatkaBet[] }) {
  if (bets.length === 0) return <p className="px-1 text-sm text-subtle">{t`No bets on this market yet.`}</p>;
  return (
    <ul className="flex flex-col divide-y divide-ink-700" aria-label={t`My bets`}>
      {bets.map((bet) => (
        <li key={bet.id} className="flex items-center justify-between gap-2 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-semibold text-fg">
              {matkaBetTypeNames[bet.type]} <span className="font-mono text-gold-400">{bet.number}</span>
              <span className="ml-1 text-xs capitalize text-subtle">
                · {bet.session === 'open' ? t({ message: 'Open', context: 'matka session' }) : t({ message: 'Close', context: 'matka session' })}
              </span>
            </p>
            <p className="text-xs text-subtle">
              {formatBetTime(bet.placed_at)} · {t`${formatRupees(bet.stake)} at 1:${bet.rate}`}
              {bet.result ? ` · ${t`result ${bet.result}`}` : ''}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-0.5">
            <span className={cx('rounded-full px-2 py-0.5 text-[11px] font-bold uppercase', statusTone[bet.status])}>{statusLabel(bet.status)}</span>
            {bet.status === 'won' && bet.payout !== null ? <span className="text-xs font-bold text-success">{formatRupees(bet.payout)}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
