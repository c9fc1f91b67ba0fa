import { t } from '@lingui/core/macro';
import type { Bet } from '@shared/schemas/bets';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { CasinoBadge, MatkaBadge, SideBadge, StatusBadge } from './bet-badges';
import { marketWords, selectionWords } from './bet-words';
import { formatBetTime, formatOdds, formatSigned, profitTone } from '@web/lib/format';

// One line per bet: event and selection, side, odds, stake, status and what it won or lost. A
// casino round reads the same way: the game, its provider, the bet, what it paid per rupee.

export function HistoryList({ bets }: { bets: readonly Bet[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label={t`Bets`}>
      {bets.map((bet) => (
        <li key={bet.ref} className="rounded-lg bg-ink-850 p-3 ring-1 ring-ink-600">
          <div className="flex items-start gap-2">
            {bet.kind === 'casino' ? (
              <CasinoBadge />
            ) : bet.kind === 'matka' ? (
              <MatkaBadge />
            ) : (
              <SideBadge side={bet.side} isFancy={bet.market_type === 'fancy'} />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-bold text-fg">
                {selectionWords(bet)}
                {bet.line !== null ? <span className="font-medium text-muted"> · {bet.line}</span> : null}
              </p>
              <p className="truncate text-xs text-subtle">
                {bet.event} · {marketWords(bet)}
              </p>
            </div>
            <StatusBadge status={bet.status} />
          </div>
          <dl className="mt-2 grid grid-cols-4 gap-2 text-xs">
            <div>
              <dt className="text-subtle">{t`Odds`}</dt>
              <dd className="font-bold tabular-nums text-fg">{formatOdds(bet.avg_price ?? bet.price)}</dd>
            </div>
            <div>
              <dt className="text-subtle">{t`Stake`}</dt>
              <dd className="font-bold tabular-nums text-fg">{formatRupees(bet.matched_stake > 0 ? bet.matched_stake : bet.stake)}</dd>
            </div>
            <div>
              <dt className="text-subtle">{t`Profit`}</dt>
              <dd className={cx('font-bold tabular-nums', profitTone(bet.profit ?? 0))}>{bet.profit === null ? '—' : formatSigned(bet.profit)}</dd>
              {bet.commission > 0 ? <dd className="text-[11px] tabular-nums text-subtle">{t`Commission ${formatRupees(bet.commission)}`}</dd> : null}
            </div>
            <div className="text-right">
              <dt className="text-subtle">{t`Placed`}</dt>
              <dd className="tabular-nums text-muted">{formatBetTime(bet.placed_at)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
