import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { describeAuditDetails } from '@shared/audit-details';
import { formatRupees } from '@shared/money';
import type { ReportDay } from '@shared/schemas/reports';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { shiftDate, todayInIndia } from '@web/lib/india-dates';
import { useAuditLog } from './audit-log-api';
import { useDailyReport } from './reports-api';
import { adminSession } from '../shared/admin-session';
import { AdminPage, formatDateTime, Panel } from '../shared/admin-ui';

// The operator's day at a glance: today against yesterday (Asia/Kolkata days, real money, from
// the daily report) and thirty days of GGR, deposits and withdrawals drawn as a chart.

const MoneyChart = lazy(() => import('./money-chart').then((module) => ({ default: module.MoneyChart })));

type Figure = { label: string; value: (day: ReportDay) => number; isMoney: boolean; to: string };

const figures: Figure[] = [
  { label: 'GGR', value: (day) => day.ggr, isMoney: true, to: '/admin/reports' },
  { label: 'NGR', value: (day) => day.ngr, isMoney: true, to: '/admin/reports' },
  { label: 'Deposits approved', value: (day) => day.deposits.approved.sum, isMoney: true, to: '/admin/deposits?status=approved' },
  { label: 'Withdrawals paid', value: (day) => day.withdrawals.paid.sum, isMoney: true, to: '/admin/withdrawals?status=paid' },
  { label: 'Deposits waiting', value: (day) => day.deposits.pending.count, isMoney: false, to: '/admin/deposits' },
  { label: 'Withdrawals waiting', value: (day) => day.withdrawals.pending.count, isMoney: false, to: '/admin/withdrawals' },
  { label: 'New players', value: (day) => day.players.new, isMoney: false, to: '/admin/reports' },
  { label: 'Active players', value: (day) => day.players.active, isMoney: false, to: '/admin/reports' },
];

function Comparison({ figure, today, yesterday }: { figure: Figure; today: ReportDay; yesterday: ReportDay | undefined }) {
  const now = figure.value(today);
  const before = yesterday ? figure.value(yesterday) : 0;
  const show = (value: number) => (figure.isMoney ? formatRupees(value) : String(value));
  const change = now - before;
  return (
    <Link to={figure.to} className="flex min-w-0 flex-col gap-1 rounded-xl border border-ink-600 bg-ink-850 p-3 transition hover:border-lotus-500/50 sm:p-4">
      <span className="truncate text-xs uppercase tracking-wider text-subtle">{figure.label}</span>
      <span className="truncate text-lg font-bold tabular-nums text-fg sm:text-2xl">{show(now)}</span>
      <span className="flex flex-wrap gap-x-1.5 text-xs tabular-nums text-muted">
        <span>Yesterday {show(before)}</span>
        {change === 0 ? null : (
          <span className={change > 0 ? 'text-success' : 'text-danger'}>
            {change > 0 ? '▲' : '▼'} {show(Math.abs(change))}
          </span>
        )}
      </span>
    </Link>
  );
}

export function DashboardScreen() {
  const { user } = adminSession.useSession();
  const today = todayInIndia();
  const report = useDailyReport(shiftDate(today, -29), today);
  const audit = useAuditLog(1, 6, { source: 'people' });
  const days = report.data?.days;
  const chart = useMemo(
    () =>
      days
        ? {
            days: days.map((day) => day.day),
            series: [
              { label: 'GGR', color: '#f4577f', values: days.map((day) => day.ggr) },
              { label: 'Deposits', color: '#34d399', values: days.map((day) => day.deposits.approved.sum) },
              { label: 'Withdrawals', color: '#72bbef', values: days.map((day) => day.withdrawals.paid.sum) },
            ],
          }
        : undefined,
    [days],
  );
  const todayFigures = days?.at(-1);

  return (
    <AdminPage title="Dashboard" description={`Welcome back, ${user?.display_name ?? 'operator'}. Real money, Asia/Kolkata days.`}>
      {report.isError ? (
        <ErrorState title="Failed to load today's figures" message={errorMessage(report.error, '')} onRetry={() => void report.refetch()} />
      ) : null}
      {report.isPending ? <LoadingState label="Loading today's figures..." /> : null}
      {todayFigures ? (
        <section aria-label="Today against yesterday" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {figures.map((figure) => (
            <Comparison key={figure.label} figure={figure} today={todayFigures} yesterday={days?.at(-2)} />
          ))}
        </section>
      ) : null}
      {chart ? (
        <Panel title="Last 30 days">
          <div className="p-3 sm:p-4">
            <Suspense fallback={<LoadingState label="Drawing the chart..." />}>
              <MoneyChart days={chart.days} series={chart.series} label="GGR, deposits and withdrawals by day over the last 30 days" />
            </Suspense>
          </div>
        </Panel>
      ) : null}
      <Panel title="Recent activity">
        {audit.data && audit.data.entries.length > 0 ? (
          <ul className="divide-y divide-ink-700/60">
            {audit.data.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-xs text-lotus-300">{entry.action}</span>
                <span className="text-muted">
                  {entry.target_type}
                  {entry.target_id ? ` #${entry.target_id}` : ''}
                </span>
                <span className="min-w-0 basis-full truncate text-xs text-subtle sm:basis-auto">{describeAuditDetails(entry.details)}</span>
                <span className="ml-auto text-xs text-subtle">
                  {entry.actor_username ?? '—'} · {formatDateTime(entry.created_at)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-4 py-6 text-sm text-muted">{audit.isPending ? 'Loading...' : 'No operator actions yet.'}</p>
        )}
      </Panel>
    </AdminPage>
  );
}
