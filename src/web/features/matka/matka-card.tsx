import { t } from '@lingui/core/macro';
import type { MatkaMarket } from '@shared/schemas/matka';
import { cx } from '@web/components/cx';
import { ClockIcon } from '@web/components/icons';
import { countdownParts, formatCountdown } from './countdown';

// A matka market card: title, Open/Close badge, today's open and close, Play Now (the market's
// bet screen) and the countdown to close.

export function MatkaCard({ market, now, onPlay }: { market: MatkaMarket; now: number; onPlay: () => void }) {
  const isOpen = market.status === 'Open';
  const closesAt = Date.parse(market.closes_at);
  const countdown = formatCountdown(countdownParts(Number.isNaN(closesAt) ? now : closesAt, now));
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-850 p-3 shadow-lg">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-black uppercase tracking-wide text-fg">{market.name}</h3>
        <span className={cx('rounded-full px-2 py-0.5 text-[11px] font-bold uppercase', isOpen ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger')}>
          {isOpen ? t({ message: 'Open', context: 'matka session' }) : t({ message: 'Close', context: 'matka session' })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <div className="rounded-lg bg-ink-800 px-2 py-1.5">
          <dt className="text-subtle">{t({ message: 'Open', context: 'matka session' })}</dt>
          <dd className="font-semibold tabular-nums text-fg">{market.open}</dd>
        </div>
        <div className="rounded-lg bg-ink-800 px-2 py-1.5">
          <dt className="text-subtle">{t({ message: 'Close', context: 'matka session' })}</dt>
          <dd className="font-semibold tabular-nums text-fg">{market.close}</dd>
        </div>
      </dl>
      <p className="flex items-center gap-1.5 text-xs tabular-nums text-gold-400" aria-label={t`Closes in ${countdown}`}>
        <ClockIcon className="size-3.5 shrink-0" />
        <span data-testid="matka-countdown">{countdown}</span>
      </p>
      <button
        type="button"
        onClick={onPlay}
        aria-label={t`Play Now: ${market.name}`}
        className="h-9 rounded-lg bg-lotus-gradient text-sm font-bold text-ink-950 hover:brightness-110"
      >
        {t`Play Now`}
      </button>
    </li>
  );
}
