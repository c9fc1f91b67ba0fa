import { t } from '@lingui/core/macro';
import type { Bet } from '@shared/schemas/bets';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { EmptyState } from '@web/components/state-views';
import { formatSigned, profitTone } from '@web/lib/format';
import { favouriteSports, monthlyPerformance } from './history-filters';
import { sportName } from '@web/lib/sport-words';

// The Analysis tab: monthly performance and favourite sports' shares, from the player's bets.

export function HistoryAnalysis({ bets, isPartial }: { bets: readonly Bet[]; isPartial: boolean }) {
  if (bets.length === 0) return <EmptyState title={t`Nothing to analyse yet`} hint={t`Place a few bets and your monthly performance shows here.`} />;
  const months = monthlyPerformance(bets);
  const sports = favouriteSports(bets);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <section aria-labelledby="analysis-monthly" className="rounded-xl border border-ink-600 bg-ink-850">
        <h2 id="analysis-monthly" className="border-b border-ink-700 px-3 py-2 text-xs font-bold uppercase tracking-wider text-muted">
          {t`Monthly Performance`}
        </h2>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-[11px] uppercase tracking-wider text-subtle">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t`Month`}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {t`Bets`}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {t`Staked`}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t`Profit`}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-t border-ink-700/60">
                <th scope="row" className="px-3 py-2 text-left font-semibold text-fg">
                  {month.label}
                </th>
                <td className="px-2 py-2 text-right tabular-nums text-muted">{month.bets}</td>
                <td className="px-2 py-2 text-right tabular-nums text-muted">{formatRupees(month.staked)}</td>
                <td className={cx('px-3 py-2 text-right font-bold tabular-nums', profitTone(month.profit))}>{formatSigned(month.profit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="analysis-sports" className="rounded-xl border border-ink-600 bg-ink-850">
        <h2 id="analysis-sports" className="border-b border-ink-700 px-3 py-2 text-xs font-bold uppercase tracking-wider text-muted">
          {t`Favourite Sports`}
        </h2>
        <ul className="flex flex-col gap-3 p-3">
          {sports.map((sport) => (
            <li key={sport.sport}>
              <div className="mb-1 flex justify-between text-sm">
                <span className="font-semibold text-fg">{sportName(sport.sport, sport.label)}</span>
                <span className="tabular-nums text-muted">
                  {sport.percent}% · {sport.bets} {sport.bets === 1 ? 'bet' : 'bets'}
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-ink-700">
                <div className="h-full rounded-full bg-lotus-gradient" style={{ width: `${sport.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      {isPartial ? <p className="text-xs text-subtle md:col-span-2">{t`Based on your latest bets in this range.`}</p> : null}
    </div>
  );
}
