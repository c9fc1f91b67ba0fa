import { msg, t } from '@lingui/core/macro';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useId, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ArrowDownIcon, ArrowUpIcon, RefreshIcon, WalletIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { errorMessage } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';
import { BALANCE_ERROR, useWalletBalance, walletKeys } from '@web/lib/wallet';
import { BalanceCards } from './balance-cards';
import { BonusProgress } from './bonus-progress';
import { SettingsTab } from './settings-tab';
import { SummaryTab } from './summary-tab';
import { TransactionsTab } from './transactions-tab';

const tabs = [
  { key: 'transactions', label: msg`Transactions`, Panel: TransactionsTab },
  { key: 'summary', label: msg`Summary`, Panel: SummaryTab },
  { key: 'settings', label: msg`Settings`, Panel: SettingsTab },
] as const;
type TabKey = (typeof tabs)[number]['key'];

function isTabKey(value: string | null): value is TabKey {
  return tabs.some((tab) => tab.key === value);
}

export function WalletPage() {
  const balance = useWalletBalance();
  const queryClient = useQueryClient();
  const isRefreshing = useIsFetching({ queryKey: walletKeys.all }) > 0;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTabKey(requested) ? requested : 'transactions';
  const baseId = useId();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryRoots.balance });
  };
  const selectTab = (key: TabKey) => setParams(key === 'transactions' ? {} : { tab: key }, { replace: true });
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    selectTab(next.key);
    document.getElementById(`${baseId}-${next.key}-tab`)?.focus();
  };

  const activeTab = tabs.find((tab) => tab.key === active) ?? tabs[0];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-4 sm:px-4">
      <PageHeader
        title={t`Wallet`}
        icon={<WalletIcon className="size-5" />}
        subtitle={t`Balances, deposits and withdrawals`}
        actions={
          <button type="button" onClick={refresh} disabled={isRefreshing} className={buttonClass('secondary', 'sm')} aria-label={t`Refresh wallet`}>
            <RefreshIcon className={cx('size-4', isRefreshing && 'animate-spin')} />
            <span className="hidden sm:inline">{t`Refresh`}</span>
          </button>
        }
      />

      {balance.isError ? (
        <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {errorMessage(balance.error, BALANCE_ERROR)}
        </div>
      ) : null}

      <BalanceCards balance={balance.data} isLoading={balance.isPending} />

      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Link to="/deposit" className={buttonClass('deposit', 'lg', 'sm:min-w-40')}>
          <ArrowDownIcon className="size-5" /> {t`Deposit`}
        </Link>
        <Link to="/withdraw" className={buttonClass('withdraw', 'lg', 'sm:min-w-40')}>
          <ArrowUpIcon className="size-5" /> {t`Withdraw`}
        </Link>
      </div>

      <BonusProgress />

      <section className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850">
        <div role="tablist" aria-label={t`Wallet`} className="flex border-b border-ink-700" onKeyDown={onTabKey}>
          {tabs.map((tab) => {
            const isActive = tab.key === active;
            return (
              <button
                key={tab.key}
                id={`${baseId}-${tab.key}-tab`}
                type="button"
                role="tab"
                aria-selected={isActive}
                aria-controls={`${baseId}-panel`}
                tabIndex={isActive ? 0 : -1}
                onClick={() => selectTab(tab.key)}
                className={cx(
                  // As wide as its label, sharing the rest: a long label (Tamil's) never runs into the next.
                  'relative min-w-0 flex-auto truncate px-2 py-3 text-sm font-semibold transition',
                  isActive
                    ? 'text-lotus-300 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-lotus-400'
                    : 'text-muted hover:text-fg',
                )}
              >
                {t(tab.label)}
              </button>
            );
          })}
        </div>
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${activeTab.key}-tab`}>
          <activeTab.Panel />
        </div>
      </section>
    </div>
  );
}
