import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { WalletIcon } from '@web/components/first-screen-icons';
import { Spinner } from '@web/components/spinner';
import { useSessionUser } from '@web/lib/session';
import { formatRupees } from '@shared/money';
import { useBalance } from '@web/lib/balance';
import { usePreferences } from '@web/lib/preferences';
import { useApproximate } from '@web/lib/site-settings';

const HIDDEN = '••••';

// The panel (with the dialogs its menu opens) loads on first open: most page views never need it.
const AccountPanel = lazy(async () => ({ default: (await import('./account-panel')).AccountPanel }));

/**
 * The header's ₹ balance (two decimals): a click refreshes it and opens the account panel. With
 * Show Balance off it reads •••• until tapped; the tap shows it (the next one opens the panel).
 * With another currency chosen, its approximate amount shows beside.
 */
export function BalanceButton() {
  const user = useSessionUser();
  const balance = useBalance();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const { privacy } = usePreferences();
  const approximate = useApproximate();
  const [isRevealed, setRevealed] = useState(false);

  // Another page closes the panel.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (pathname !== openedOn) {
    setOpenedOn(pathname);
    setOpen(false);
    setRevealed(false);
  }

  if (!user) return null;
  const isHidden = !privacy.showBalance && !isRevealed;
  const available = balance.data?.available_credit ?? user.available_credit;
  const exposure = balance.data?.net_exposure ?? user.net_exposure;

  return (
    <>
      <button
        type="button"
        onClick={() => {
          if (isHidden) {
            setRevealed(true);
            return;
          }
          balance.refresh();
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={isHidden ? t`Balance hidden. Show balance` : t`Balance ${formatRupees(available)}. Open account panel`}
        className="flex h-10 items-center gap-2 rounded-lg border border-ink-500 bg-ink-800 px-2.5 text-left transition hover:border-lotus-500/60 hover:bg-ink-700"
      >
        {/* On a narrow phone the balance needs the room: the wallet mark shows from 400 px. */}
        <span className="hidden size-7 place-items-center rounded-md bg-lotus-500/15 text-lotus-300 min-[400px]:grid">
          {balance.isFetching ? <Spinner size="sm" label="" /> : <WalletIcon className="size-4" />}
        </span>
        <span className="flex flex-col leading-tight">
          <span data-testid="header-balance" className="text-sm font-bold tabular-nums text-fg">
            {isHidden ? HIDDEN : formatRupees(available)}
          </span>
          <span className="text-[10px] font-medium tabular-nums text-subtle">
            {isHidden ? t`Exp ${HIDDEN}` : approximate ? t`${approximate(available)} approx.` : t`Exp ${formatRupees(exposure)}`}
          </span>
        </span>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AccountPanel isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
