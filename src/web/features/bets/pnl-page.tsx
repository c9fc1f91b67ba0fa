import { plural, t } from '@lingui/core/macro';
import { Fragment, useState, type FormEvent } from 'react';
import type { Pnl } from '@shared/schemas/bets';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { inputClass } from '@web/components/form-field';
import { ChartIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { usePnl } from './api/pnl';
import { formatBetTime, formatSigned, profitTone } from '@web/lib/format';
import { shiftDate, todayInIndia } from '@web/lib/india-dates';
import { PeriodFields } from './period-fields';
import { sportName } from '@web/lib/sport-words';

// Betting Profit & Loss (spec §2): from and to, SEARCH; settled markets by sport with each
// sport's subtotal and the total, from GET /api/bets/pnl.

const dateClass = `${inputClass} border-ink-600`;

export function PnlPage() {
  const today = todayInIndia();
  const [form, setForm] = useState({ from: shiftDate(today, -29), to: today });
  const [applied, setApplied] = useState(form);
  const pnl = usePnl({ from: applied.from || undefined, to: applied.to || undefined });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(form);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-3 px-3 py-4 sm:px-4">
      <PageHeader title={t`Betting Profit & Loss`} icon={<ChartIcon className="size-5" />} />
      <form onSubmit={search} className="grid grid-cols-2 gap-2 rounded-xl border border-ink-600 bg-ink-850 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <PeriodFields from={form.from} to={form.to} onChange={(change) => setForm({ ...form, ...change })} inputClassName={dateClass} />
        <Button type="submit" className="col-span-2 h-11 sm:col-span-1">
          {t`SEARCH`}
        </Button>
      </form>
      <PnlResult pnl={pnl} />
      <p data-testid="pnl-counts" className="text-[11px] text-subtle">
        {t`Counts the exchange markets and Matka draws settled in these dates, after commission. Casino rounds are not counted here: they are in Bet History.`}
      </p>
    </div>
  );
}

function PnlResult({ pnl }: { pnl: ReturnType<typeof usePnl> }) {
  if (pnl.isPending) return <LoadingState label={t`Loading profit and loss...`} />;
  if (pnl.isError)
    return <ErrorState title={t`Failed to load profit and loss`} message={errorMessage(pnl.error, t`Please try again.`)} onRetry={() => void pnl.refetch()} />;
  if (pnl.data.markets.length === 0)
    return <EmptyState title={t`No settled bets in these dates`} hint={t`Markets you bet on show here once they are settled.`} />;
  return <PnlTable pnl={pnl.data} />;
}

const cell = 'px-3 py-2 text-right tabular-nums';

function PnlTable({ pnl }: { pnl: Pnl }) {
  return (
    <div className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850">
      <table className="w-full text-sm" aria-label={t`Profit and loss`}>
        <thead className="bg-ink-800/70 text-[11px] uppercase tracking-wider text-subtle">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t`Market`}
            </th>
            <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
              {t`Profit / Loss`}
            </th>
            <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
              {t`Commission`}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t`Net`}
            </th>
          </tr>
        </thead>
        <tbody>
          {pnl.sports.map((sport) => (
            <Fragment key={sport.sport}>
              <tr className="border-t border-ink-600 bg-ink-800/40">
                <th scope="rowgroup" className="px-3 py-2 text-left font-bold text-fg">
                  {sportName(sport.sport, sport.sport_name)} <span className="font-normal text-subtle">({sport.markets})</span>
                </th>
                <td className={cx(cell, 'hidden font-semibold sm:table-cell', profitTone(sport.profit))}>{formatSigned(sport.profit)}</td>
                <td className={`${cell} hidden text-muted sm:table-cell`}>{formatSigned(-sport.commission)}</td>
                <td className={cx(cell, 'font-bold', profitTone(sport.net))}>{formatSigned(sport.net)}</td>
              </tr>
              {pnl.markets
                .filter((market) => market.sport === sport.sport)
                .map((market) => (
                  <tr key={market.market_id} className="border-t border-ink-700/60">
                    <td className="px-3 py-2">
                      <p className="font-semibold text-fg">{market.event}</p>
                      <p className="text-xs text-subtle">
                        {market.market} · {plural(market.bets, { one: '# bet', other: '# bets' })} · {formatBetTime(market.settled_at)}
                      </p>
                    </td>
                    <td className={cx(cell, 'hidden sm:table-cell', profitTone(market.profit))}>{formatSigned(market.profit)}</td>
                    <td className={`${cell} hidden text-muted sm:table-cell`}>{formatSigned(-market.commission)}</td>
                    <td className={cx(cell, 'font-semibold', profitTone(market.net))}>{formatSigned(market.net)}</td>
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink-500 bg-ink-800/70">
            <th scope="row" className="px-3 py-2.5 text-left font-black uppercase tracking-wider text-fg">
              {t`Total`}
            </th>
            <td className={cx(cell, 'hidden font-bold sm:table-cell', profitTone(pnl.total.profit))}>{formatSigned(pnl.total.profit)}</td>
            <td className={`${cell} hidden text-muted sm:table-cell`}>{formatSigned(-pnl.total.commission)}</td>
            <td data-testid="pnl-total" className={cx(cell, 'font-black', profitTone(pnl.total.net))}>
              {formatSigned(pnl.total.net)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
