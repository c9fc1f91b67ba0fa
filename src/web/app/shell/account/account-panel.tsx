import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@web/components/button';
import { CloseIcon, LogOutIcon, RefreshIcon } from '@web/components/icons';
import { useSessionUser } from '@web/lib/session';
import { formatRupees } from '@shared/money';
import { useSignOut } from '@web/features/auth';
import { AccountMenu, panelMenu } from './account-menu';
import { useAccountDialogs } from './account-dialogs';
import { useBalance } from '@web/lib/balance';
import { BalanceSyncLine } from './balance-sync-line';

type AccountPanelProps = { isOpen: boolean; onClose: () => void };

/**
 * The right-side panel the balance button opens (spec §2): main and bonus balance, and the net
 * exposure held by open bets. The dialogs its menu opens stay after it closes.
 */
export function AccountPanel({ isOpen, onClose }: AccountPanelProps) {
  const user = useSessionUser();
  const balance = useBalance();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { openDialog, dialogs } = useAccountDialogs();

  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);

  if (!isOpen || !user) return dialogs;
  const main = balance.data?.main_balance ?? user.balance;
  const bonus = balance.data?.bonus_balance ?? user.bonus_balance;
  const exposure = balance.data?.net_exposure ?? user.net_exposure;

  const onSignOut = async () => {
    onClose();
    await signOut();
    navigate('/', { replace: true });
  };

  // A portal: the header's backdrop blur would otherwise trap this fixed panel inside it.
  const panel = createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 animate-fade-in bg-ink-950/75 backdrop-blur-sm" onClick={onClose} aria-hidden="true" />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t`Account`}
        className="absolute inset-y-0 right-0 flex w-[86%] max-w-sm animate-slide-in-right flex-col overflow-y-auto border-l border-ink-600 bg-ink-900 shadow-2xl"
      >
        <div className="flex items-start justify-between gap-3 border-b border-ink-700 bg-ink-gradient p-4">
          <div className="min-w-0">
            <p className="text-xs uppercase tracking-wider text-subtle">{t`Signed in as`}</p>
            <p className="truncate text-lg font-bold text-fg">{user.display_name}</p>
            <p className="truncate text-xs text-muted">{user.username}</p>
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-muted hover:bg-ink-700 hover:text-fg"
            aria-label={t`Close account panel`}
          >
            <CloseIcon className="size-5" />
          </button>
        </div>

        <div className="space-y-3 p-4">
          <div className="grid grid-cols-2 gap-2">
            <div className="rounded-xl bg-ink-800 p-3 ring-1 ring-ink-600">
              <p className="text-xs text-subtle">{t`Main Balance`}</p>
              <p className="mt-1 font-bold tabular-nums text-fg">{formatRupees(main)}</p>
            </div>
            <div className="rounded-xl bg-ink-800 p-3 ring-1 ring-ink-600">
              <p className="text-xs text-subtle">{t`Bonus Balance`}</p>
              <p className="mt-1 font-bold tabular-nums text-gold-400">{formatRupees(bonus)}</p>
            </div>
            <div className="col-span-2 flex items-center justify-between rounded-xl bg-ink-800 px-3 py-2.5 ring-1 ring-ink-600">
              <p className="text-xs text-subtle">{t`Net Exposure`}</p>
              <p className="font-bold tabular-nums text-lay">{formatRupees(exposure)}</p>
            </div>
          </div>
          <div className="flex items-center justify-between gap-2">
            <div className="min-h-5 flex-1">
              <BalanceSyncLine balance={balance} />
            </div>
            <button
              type="button"
              onClick={balance.refresh}
              className="rounded-lg p-1.5 text-muted hover:bg-ink-700 hover:text-fg"
              aria-label={t`Refresh balance`}
            >
              <RefreshIcon className="size-4" />
            </button>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Link to="/wallet" onClick={onClose} className={buttonClass('deposit', 'md')}>
              {t`Deposit`}
            </Link>
            <Link to="/wallet" onClick={onClose} className={buttonClass('withdraw', 'md')}>
              {t`Withdraw`}
            </Link>
          </div>
        </div>

        <div className="flex-1 border-t border-ink-700 p-2">
          <AccountMenu
            entries={panelMenu}
            label={t`Account`}
            onNavigate={onClose}
            onAction={(action) => {
              onClose();
              openDialog(action);
            }}
          />
        </div>
        <div className="border-t border-ink-700 p-3">
          <button
            type="button"
            onClick={() => void onSignOut()}
            className="flex w-full items-center justify-center gap-2 rounded-lg border border-danger/40 px-3 py-2.5 text-sm font-semibold text-danger hover:bg-danger/10"
          >
            <LogOutIcon className="size-4" /> {t`Sign Out`}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
  return (
    <>
      {panel}
      {dialogs}
    </>
  );
}
