import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@web/components/button';
import { cx } from '@web/components/cx';
import { HistoryIcon, SettingsIcon, UserIcon, WalletIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { formatRupees } from '@shared/money';
import type { UserStatus } from '@shared/schemas/user';
import { useBalance } from '@web/lib/balance';
import { useProfile } from './api/profile';
import { DisplayNameEditor } from './display-name-editor';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-ink-600 bg-ink-850" aria-label={title}>
      <h2 className="border-b border-ink-700 px-4 py-3 text-sm font-bold uppercase tracking-wider text-muted">{title}</h2>
      <div className="p-4">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The narrowest phones give the value more room, and a value still too long for it wraps.
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-2 border-b border-ink-700/60 py-2.5 last:border-0 min-[400px]:grid-cols-[8.5rem_minmax(0,1fr)]">
      <dt className="text-sm text-subtle">{label}</dt>
      <dd className="min-w-0 text-sm text-fg [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function ProfilePage() {
  const user = useSessionUser();
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-3 py-10 text-center sm:px-4">
        <span className="mx-auto mb-4 grid size-16 place-items-center rounded-full bg-ink-700 text-lotus-300">
          <UserIcon className="size-8" />
        </span>
        <h1 className="text-xl font-bold text-fg">{t`Profile`}</h1>
        <p className="mt-2 text-sm text-muted">{t`Please log in to view your profile.`}</p>
        <div className="mt-5 flex justify-center gap-2">
          <Link to="/login" className={buttonClass('primary', 'md')}>
            {t`Login`}
          </Link>
          <Link to="/register" className={buttonClass('secondary', 'md')}>
            {t`Sign up`}
          </Link>
        </div>
      </div>
    );
  }
  return <SignedInProfile />;
}

function SignedInProfile() {
  const profile = useProfile();
  const balance = useBalance();

  if (profile.isPending) return <LoadingState label={t`Loading profile...`} />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-md px-3 py-8 sm:px-4">
        <ErrorState
          title={t`Failed to fetch profile`}
          message={errorMessage(profile.error, t`Failed to fetch profile`)}
          onRetry={() => void profile.refetch()}
          retryLabel={t`Try Again`}
        >
          <Link to="/login" className={buttonClass('ghost', 'sm')}>
            {t`Go to Login`}
          </Link>
        </ErrorState>
      </div>
    );
  }

  const user = profile.data;
  const isActive = user.status === 'active';
  const wallet = [
    { label: t`Available Credit`, value: balance.data?.available_credit ?? user.available_credit, tone: 'text-success' },
    { label: t`Main Balance`, value: balance.data?.main_balance ?? user.balance, tone: 'text-fg' },
    { label: t`Bonus Balance`, value: balance.data?.bonus_balance ?? user.bonus_balance, tone: 'text-gold-400' },
    { label: t`Net Exposure`, value: balance.data?.net_exposure ?? user.net_exposure, tone: 'text-lay' },
    { label: t`Total Balance`, value: balance.data?.total_balance ?? user.balance + user.bonus_balance, tone: 'text-back' },
  ];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      <PageHeader title={t`Profile`} icon={<UserIcon className="size-5" />} subtitle={t`Signed in as ${user.username}`} />

      <Card title={t`Account Information`}>
        <dl>
          <Row label={t`Username`}>
            <span className="font-mono">{user.username}</span>
          </Row>
          <Row label={t`Display Name`}>
            <DisplayNameEditor displayName={user.display_name} />
          </Row>
          <Row label={t`Phone Number`}>{user.phone_number || t`Not provided`}</Row>
          <Row label={t`Email`}>{user.email ?? t`Not provided`}</Row>
          <Row label={t`Status`}>
            <span
              className={cx(
                'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
                isActive ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
              )}
            >
              {statusLabel(user.status)}
            </span>
          </Row>
        </dl>
      </Card>

      <Card title={t`Wallet Information`}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {wallet.map((item) => (
            <div key={item.label} className="rounded-lg bg-ink-800 p-3 ring-1 ring-ink-600">
              <dt className="text-xs text-subtle">{item.label}</dt>
              <dd className={cx('mt-1 font-bold tabular-nums', item.tone)}>{formatRupees(item.value)}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card title={t`Quick Actions`}>
        <div className="grid grid-cols-3 gap-2">
          {[
            { to: '/wallet', label: t`Wallet`, icon: WalletIcon },
            { to: '/bet-history', label: t`Bet History`, icon: HistoryIcon },
            { to: '/settings', label: t`Settings`, icon: SettingsIcon },
          ].map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className="flex flex-col items-center gap-2 rounded-lg bg-ink-800 p-3 text-sm font-semibold text-muted ring-1 ring-ink-600 hover:bg-ink-700 hover:text-fg"
            >
              <action.icon className="size-6 text-lotus-300" />
              {action.label}
            </Link>
          ))}
        </div>
      </Card>
    </div>
  );
}

/** The account's status in the player's language. */
function statusLabel(status: UserStatus): string {
  const labels: Record<UserStatus, string> = { active: t`active`, suspended: t`suspended`, closed: t`closed` };
  return labels[status];
}
