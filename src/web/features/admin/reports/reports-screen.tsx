import { useState } from 'react';
import { formatRupees } from '@shared/money';
import { REPORT_MAX_DAYS, type ReportDay } from '@shared/schemas/reports';
import { cx } from '@web/components/cx';
import { inputClass } from '@web/components/form-field';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { shiftDate, todayInIndia } from '@web/lib/india-dates';
import { useDailyReport } from './reports-api';
import { AdminPage, Panel, tableClass, tdClass, thClass } from '../shared/admin-ui';
import { CsvButton } from '../shared/csv-button';
import { DateRangeFields } from '../shared/date-range-fields';

// The daily money report: every figure from the ledger (real money; play money is not in it),
// one line per Asia/Kolkata day and the range's totals, with the GGR and NGR formulas in words.

type Totals = Omit<ReportDay, 'day'>;
type Column = { heading: string; value: (row: Totals) => string; isMoney?: boolean };

const money = (value: number) => formatRupees(value);
const countAnd = (figure: { count: number; sum: number }) => `${figure.count} · ${money(figure.sum)}`;

const columns: Column[] = [
  { heading: 'Deposits approved', value: (row) => countAnd(row.deposits.approved) },
  { heading: 'Deposits pending', value: (row) => countAnd(row.deposits.pending) },
  { heading: 'Deposits rejected', value: (row) => countAnd(row.deposits.rejected) },
  { heading: 'Withdrawals paid', value: (row) => countAnd(row.withdrawals.paid) },
  { heading: 'Withdrawals pending', value: (row) => countAnd(row.withdrawals.pending) },
  { heading: 'Withdrawals rejected', value: (row) => countAnd(row.withdrawals.rejected) },
  { heading: 'New players', value: (row) => String(row.players.new) },
  { heading: 'Active players', value: (row) => String(row.players.active) },
  { heading: 'Exchange turnover', value: (row) => money(row.exchange.turnover) },
  { heading: 'Matched volume', value: (row) => money(row.exchange.matched_volume) },
  { heading: 'Commission', value: (row) => money(row.exchange.commission) },
  { heading: 'Market maker P&L', value: (row) => money(row.exchange.house_market_maker_pnl) },
  { heading: 'Casino stakes', value: (row) => money(row.casino.stakes) },
  { heading: 'Casino wins', value: (row) => money(row.casino.wins) },
  { heading: 'Casino GGR', value: (row) => money(row.casino.ggr) },
  { heading: 'Bonuses granted', value: (row) => money(row.bonuses.granted) },
  { heading: 'Bonuses converted', value: (row) => money(row.bonuses.converted) },
  { heading: 'Adjustments', value: (row) => money(row.adjustments.net) },
  { heading: 'GGR', value: (row) => money(row.ggr) },
  { heading: 'NGR', value: (row) => money(row.ngr) },
];

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-xl border border-ink-600 bg-ink-850 p-3">
      <p className="text-xs uppercase tracking-wider text-subtle">{label}</p>
      <p className={cx('mt-1 text-lg font-bold tabular-nums text-fg', tone)}>{value}</p>
    </div>
  );
}

const dateClass = cx(inputClass, 'h-11 w-full sm:w-44');

export function ReportsScreen() {
  const today = todayInIndia();
  const [from, setFrom] = useState(shiftDate(today, -6));
  const [to, setTo] = useState(today);
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  const problem =
    !from || !to
      ? 'Choose both days'
      : span < 0
        ? 'From must not be after To'
        : span >= REPORT_MAX_DAYS
          ? `A report covers at most ${REPORT_MAX_DAYS} days`
          : undefined;
  const report = useDailyReport(from, to, problem === undefined);
  const data = report.data;

  return (
    <AdminPage
      title="Reports"
      description="Money by day (Asia/Kolkata), counted from the ledger: real money only, play money left out."
      actions={problem ? null : <CsvButton path="/api/admin/reports/daily" query={{ from, to }} />}
    >
      <Panel>
        <div className="grid grid-cols-2 items-end gap-3 p-4 sm:flex sm:flex-wrap">
          <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} latest={today} inputClassName={dateClass} />
          {problem ? (
            <p role="alert" className="col-span-2 text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      </Panel>
      {report.isError ? <ErrorState title="Failed to load the report" message={errorMessage(report.error, '')} onRetry={() => void report.refetch()} /> : null}
      {report.isPending && !problem ? <LoadingState label="Loading the report..." /> : null}
      {data ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals for the range">
            <Figure label="GGR" value={money(data.totals.ggr)} />
            <Figure label="NGR" value={money(data.totals.ngr)} />
            <Figure label="Deposits approved" value={money(data.totals.deposits.approved.sum)} tone="text-success" />
            <Figure label="Withdrawals paid" value={money(data.totals.withdrawals.paid.sum)} tone="text-danger" />
          </div>
          <Panel title="How GGR and NGR are counted">
            <ul className="flex flex-col gap-1 px-4 py-3 text-sm text-muted">
              <li>{data.formula.ggr}</li>
              <li>{data.formula.ngr}</li>
            </ul>
          </Panel>
          <Panel title="By day">
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Report by day">
              <table className={cx(tableClass, 'min-w-[1800px]')}>
                <thead className="border-b border-ink-700">
                  <tr>
                    <th className={cx(thClass, 'sticky left-0 bg-ink-850')}>Day</th>
                    {columns.map((column) => (
                      <th key={column.heading} className={cx(thClass, 'text-right')}>
                        {column.heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-700/60">
                  {[...data.days].reverse().map((day) => (
                    <tr key={day.day}>
                      <td className={cx(tdClass, 'sticky left-0 whitespace-nowrap bg-ink-850 font-medium text-fg')}>
                        {day.day.split('-').reverse().join('-')}
                      </td>
                      {columns.map((column) => (
                        <td key={column.heading} className={cx(tdClass, 'whitespace-nowrap text-right tabular-nums text-muted')}>
                          {column.value(day)}
                        </td>
                      ))}
                    </tr>
                  ))}
                  <tr className="border-t-2 border-ink-600">
                    <td className={cx(tdClass, 'sticky left-0 bg-ink-850 font-bold text-fg')}>Total</td>
                    {columns.map((column) => (
                      <td key={column.heading} className={cx(tdClass, 'whitespace-nowrap text-right font-semibold tabular-nums text-fg')}>
                        {column.value(data.totals)}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          </Panel>
          <Panel title="Casino by game">
            {data.totals.casino.games.length === 0 ? (
              <p className="px-4 py-6 text-sm text-muted">No casino play in this range.</p>
            ) : (
              <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Casino stakes and wins by game">
                <table className={tableClass}>
                  <thead className="border-b border-ink-700">
                    <tr>
                      {['Game', 'Stakes', 'Wins', 'Rollbacks', 'GGR'].map((heading, index) => (
                        <th key={heading} className={cx(thClass, index > 0 && 'text-right')}>
                          {heading}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-700/60">
                    {data.totals.casino.games.map((game) => (
                      <tr key={game.game}>
                        <td className={cx(tdClass, 'text-fg')}>{game.game}</td>
                        {[game.stakes, game.wins, game.rollbacks, game.ggr].map((value, index) => (
                          <td key={index} className={cx(tdClass, 'text-right tabular-nums text-muted')}>
                            {money(value)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Panel>
        </>
      ) : null}
    </AdminPage>
  );
}
