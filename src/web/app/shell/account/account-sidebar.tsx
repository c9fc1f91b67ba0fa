import { t } from '@lingui/core/macro';
import { Suspense, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ChevronDownIcon, GiftIcon, LogOutIcon, UserIcon } from '@web/components/icons';
import { useSessionUser } from '@web/lib/session';
import { formatRupees } from '@shared/money';
import { useSignOut } from '@web/features/auth';
import { OpenBetsPanel } from '@web/features/bets';
import { BetSlipPanel, useBetSlip } from '@web/features/exchange';
import { AccountMenu, sidebarMenu } from './account-menu';
import { useAccountDialogs } from './account-dialogs';
import { useBalance } from '@web/lib/balance';
import { BalanceSyncLine } from './balance-sync-line';
import { useOneClickBet } from '@web/lib/one-click-bet';
import { OneClickStake } from '@web/components/one-click-stake';

type Tab = 'betslip' | 'open-bets';

/** The right account sidebar on large screens (spec §2) with the exchange's Betslip and Open Bets tabs. */
export function AccountSidebar() {
  const user = useSessionUser();
  const balance = useBalance();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('betslip');
  const [oneClick, setOneClick] = useOneClickBet();
  const { openDialog, dialogs } = useAccountDialogs();
  const menuId = useId();
  const slip = useBetSlip();

  // A price click shows the slip: the Betslip tab comes forward.
  const [shownSlip, setShownSlip] = useState(slip);
  if (slip !== shownSlip) {
    setShownSlip(slip);
    if (slip) setTab('betslip');
  }

  const summary = {
    displayName: user?.display_name ?? t`Guest`,
    balance: balance.data?.available_credit ?? user?.available_credit ?? 0,
    netExposure: balance.data?.net_exposure ?? user?.net_exposure ?? 0,
    bonusWallet: balance.data?.bonus_balance ?? user?.bonus_balance ?? 0,
  };

  return (
    <aside
      aria-label={t`Account`}
      className="sticky top-14 hidden max-h-[calc(100dvh-3.5rem)] w-72 shrink-0 overflow-y-auto border-l border-ink-700 bg-ink-900/60 p-3 xl:block"
    >
      <div className="overflow-hidden rounded-xl bg-ink-850 ring-1 ring-ink-600">
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          disabled={!user}
          aria-expanded={user ? isMenuOpen : undefined}
          aria-controls={user && isMenuOpen ? menuId : undefined}
          className="flex w-full items-center gap-3 bg-ink-gradient px-3 py-3 text-left disabled:cursor-default"
        >
          <span className="grid size-9 place-items-center rounded-full bg-lotus-500/20 text-lotus-300">
            <UserIcon className="size-5" />
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold text-fg">{summary.displayName}</span>
          {user ? <ChevronDownIcon className={cx('size-4 text-muted transition', isMenuOpen && 'rotate-180')} /> : null}
        </button>

        {user && isMenuOpen ? (
          <div id={menuId} className="border-t border-ink-700 p-1.5">
            <AccountMenu entries={sidebarMenu} label={t`Account menu`} onAction={openDialog} />
            <button
              type="button"
              onClick={() => {
                void signOut().then(() => navigate('/', { replace: true }));
              }}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-danger hover:bg-danger/10"
            >
              <LogOutIcon className="size-[18px]" /> {t`Sign Out`}
            </button>
          </div>
        ) : null}

        <dl className="grid grid-cols-3 gap-px border-t border-ink-700 bg-ink-700 text-center">
          {[
            [t`Balance`, summary.balance, 'text-fg'],
            [t`Net Exposure`, summary.netExposure, 'text-lay'],
            [t`Bonus Wallet`, summary.bonusWallet, 'text-gold-400'],
          ].map(([label, value, tone]) => (
            <div key={String(label)} className="bg-ink-850 px-1.5 py-2">
              <dt className="text-[10px] uppercase tracking-wide text-subtle">{label}</dt>
              <dd className={cx('mt-0.5 text-[13px] font-bold tabular-nums', String(tone))}>{formatRupees(Number(value))}</dd>
            </div>
          ))}
        </dl>
        {user ? (
          <div className="px-3 pt-2">
            <BalanceSyncLine balance={balance} />
          </div>
        ) : null}

        <div className="space-y-2 p-3">
          {user ? (
            <div className="grid grid-cols-2 gap-2">
              <Link to="/wallet" className={buttonClass('deposit', 'sm')}>
                {t`Deposit`}
              </Link>
              <Link to="/wallet" className={buttonClass('withdraw', 'sm')}>
                {t`Withdraw`}
              </Link>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Link to="/login" className={buttonClass('secondary', 'sm')}>
                {t`Login`}
              </Link>
              <Link to="/register" className={buttonClass('primary', 'sm')}>
                {t`Sign up`}
              </Link>
            </div>
          )}
          <label className="flex items-center gap-2 rounded-lg bg-ink-800 px-3 py-2 text-sm text-muted">
            <input type="checkbox" checked={oneClick} onChange={(event) => setOneClick(event.target.checked)} className="size-4 accent-lotus-500" />
            {t`One Click Bet`}
          </label>
          {oneClick ? <OneClickStake /> : null}
          <Link
            to="/refer-and-earn"
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-gold-400 to-gold-500 px-3 py-2 text-sm font-bold text-ink-950 hover:brightness-105"
          >
            <GiftIcon className="size-4" /> {t`Refer & Earn`}
          </Link>
        </div>
      </div>

      <div className="mt-3 overflow-hidden rounded-xl bg-ink-850 ring-1 ring-ink-600">
        <div role="tablist" aria-label={t`Bets`} className="grid grid-cols-2 border-b border-ink-700">
          {(
            [
              ['betslip', t`Betslip`],
              ['open-bets', t`Open Bets`],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${menuId}-${key}-tab`}
              aria-selected={tab === key}
              aria-controls={`${menuId}-${key}-panel`}
              onClick={() => setTab(key)}
              className={cx('py-2.5 text-sm font-semibold transition', tab === key ? 'border-b-2 border-lotus-500 text-fg' : 'text-subtle hover:text-fg')}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${menuId}-${tab}-panel`} aria-labelledby={`${menuId}-${tab}-tab`}>
          {tab === 'betslip' ? (
            <BetSlipPanel />
          ) : (
            <Suspense fallback={<p className="px-4 py-8 text-center text-sm text-subtle">{t`Loading open bets...`}</p>}>
              <OpenBetsPanel />
            </Suspense>
          )}
        </div>
      </div>
      {dialogs}
    </aside>
  );
}
