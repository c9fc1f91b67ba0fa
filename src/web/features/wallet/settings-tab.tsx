import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { WalletLimits } from '@shared/schemas/wallet';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { SupportContacts } from '@web/components/support-contacts';
import { errorMessage } from '@web/lib/api-client';
import { AccountsOverview } from '@web/components/bank-accounts/accounts-overview';
import { useWalletLimits } from '@web/lib/wallet';

function LimitMeter({ label, limit, used, left }: { label: string; limit: number; used: number; left: number }) {
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <div className="rounded-xl bg-ink-800 p-3 ring-1 ring-ink-600">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-muted">{label}</p>
        <p className="text-base font-bold tabular-nums text-fg">{formatRupees(limit)}</p>
      </div>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-600"
        role="progressbar"
        aria-label={t`${label} used today`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
      >
        <div className="h-full rounded-full bg-lotus-gradient" style={{ width: `${share}%` }} />
      </div>
      <div className="mt-1.5 flex justify-between gap-2 text-xs text-subtle">
        <span className="tabular-nums">{t`Used today ${formatRupees(used)}`}</span>
        <span className="tabular-nums text-success">{t`Left today ${formatRupees(left)}`}</span>
      </div>
    </div>
  );
}

function Limits({ limits }: { limits: WalletLimits }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <LimitMeter label={t`Daily Deposit Limit`} limit={limits.daily_deposit_limit} used={limits.deposit_used_today} left={limits.deposit_left_today} />
      <LimitMeter
        label={t`Daily Withdrawal Limit`}
        limit={limits.daily_withdrawal_limit}
        used={limits.withdrawal_used_today}
        left={limits.withdrawal_left_today}
      />
    </div>
  );
}

/** The Settings tab: daily limits from the server with what is left today, and the withdrawal accounts. */
export function SettingsTab() {
  const [isAskingIncrease, setAskingIncrease] = useState(false);
  const limits = useWalletLimits();
  return (
    <div className="flex flex-col gap-5 p-3 sm:p-4">
      <section aria-labelledby="wallet-limits">
        <h3 id="wallet-limits" className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
          {t`Daily Limits`}
        </h3>
        {limits.isPending ? (
          <LoadingState label={t`Loading limits...`} />
        ) : limits.isError ? (
          <ErrorState title={t`Failed to fetch limits`} message={errorMessage(limits.error, t`Failed to fetch limits`)} onRetry={() => void limits.refetch()} />
        ) : (
          <Limits limits={limits.data} />
        )}
        <Button variant="secondary" size="sm" className="mt-3" aria-expanded={isAskingIncrease} onClick={() => setAskingIncrease((open) => !open)}>
          {t`Request Limit Increase`}
        </Button>
        {isAskingIncrease ? <SupportContacts className="mt-3" intro={t`To raise your daily limits, contact our support team:`} /> : null}
      </section>
      <section aria-labelledby="wallet-accounts">
        <h3 id="wallet-accounts" className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
          {t`Withdrawal Accounts`}
        </h3>
        <AccountsOverview />
      </section>
    </div>
  );
}
