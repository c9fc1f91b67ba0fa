import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format';
import { useWalletLimits } from '@web/lib/wallet';
import { useStatistics } from './api/statistics';

function Figure({ label, value, tone = 'text-fg', hint }: { label: string; value: string; tone?: string; hint?: ReactNode }) {
  return (
    <div className="rounded-xl bg-ink-800 p-3 ring-1 ring-ink-600">
      <dt className="text-xs text-subtle">{label}</dt>
      <dd className={cx('mt-1 text-base font-bold tabular-nums', tone)}>{value}</dd>
      {hint ? <dd className="mt-0.5 text-[11px] text-subtle">{hint}</dd> : null}
    </div>
  );
}

const profitTone = (value: number) => (value > 0 ? 'text-success' : value < 0 ? 'text-danger' : 'text-fg');

/** The Summary tab: lifetime totals and today's requests, all from the server's figures. */
export function SummaryTab() {
  const statistics = useStatistics();
  const limits = useWalletLimits();

  if (statistics.isPending) return <LoadingState label={t`Loading summary...`} />;
  if (statistics.isError)
    return (
      <ErrorState
        title={t`Failed to fetch summary`}
        message={errorMessage(statistics.error, t`Failed to fetch summary`)}
        onRetry={() => void statistics.refetch()}
      />
    );

  const figures = statistics.data;
  const netDeposits = figures.total_deposits - figures.total_withdrawals;
  return (
    <div className="flex flex-col gap-5 p-3 sm:p-4">
      <section aria-labelledby="summary-all-time">
        <h3 id="summary-all-time" className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
          {t`All time`}
        </h3>
        <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          <Figure label={t`Total Deposits`} value={formatRupees(figures.total_deposits)} tone="text-success" hint={t`Approved deposits`} />
          <Figure label={t`Total Withdrawals`} value={formatRupees(figures.total_withdrawals)} tone="text-gold-400" hint={t`Paid withdrawals`} />
          <Figure label={t`Net Deposits`} value={formatRupees(netDeposits)} hint={t`Deposits minus withdrawals`} />
          <Figure
            label={t`Net from play`}
            value={formatRupees(figures.net_profit)}
            tone={profitTone(figures.net_profit)}
            hint={t`Exchange bets after commission, casino rounds and Matka, as in Bet History: ${figures.total_bets} bets · ${formatRupees(figures.total_staked)} staked`}
          />
        </dl>
      </section>
      <section aria-labelledby="summary-today">
        <h3 id="summary-today" className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
          {t`Today`}
        </h3>
        {limits.data ? (
          <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            <Figure label={t`Deposits Requested`} value={formatRupees(limits.data.deposit_used_today)} hint={t`Pending and approved`} />
            <Figure label={t`Withdrawals Requested`} value={formatRupees(limits.data.withdrawal_used_today)} hint={t`Pending and paid`} />
          </dl>
        ) : limits.isError ? (
          <p className="text-sm text-danger">{errorMessage(limits.error, t`Failed to fetch limits`)}</p>
        ) : (
          <LoadingState />
        )}
      </section>
      <p className="text-xs text-subtle">
        {figures.days_active === 1
          ? t`Member since ${formatDate(figures.member_since)} · ${figures.days_active} day active`
          : t`Member since ${formatDate(figures.member_since)} · ${figures.days_active} days active`}
      </p>
    </div>
  );
}
