import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { Spinner } from '@web/components/spinner';
import { closeBetSlip, useBetSlip } from './bet-slip-store';
import { useIsDesktopLayout } from './layout';

// Where the bet slip shows below large screens: a dialog, mounted by each page that shows prices
// (large screens have it in the right sidebar's Betslip tab: bet-slip-panel.tsx). The wrapper is
// tiny; the dialog and the slip in it are one chunk, fetched with the first price tapped.

const BetSlipInDialog = lazy(async () => ({ default: (await import('./bet-slip-dialog')).BetSlipInDialog }));

/** Small screens: the slip in a dialog (spec §4: Cancel, Place Bet or the backdrop close it). */
export function BetSlipDialog() {
  const slip = useBetSlip();
  const isDesktop = useIsDesktopLayout();
  if (isDesktop || !slip) return null;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <BetSlipInDialog slip={slip} onClose={closeBetSlip} />
    </Suspense>
  );
}

/** Covers the page while the first slip's code arrives, as the dialog's backdrop will. */
function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink-950/70">
      <Spinner label={t`Loading bet slip`} />
    </div>
  );
}
