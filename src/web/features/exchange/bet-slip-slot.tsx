import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { Dialog } from '@web/components/dialog';
import { ListIcon } from '@web/components/icons';
import { Spinner } from '@web/components/spinner';
import { closeBetSlip, useBetSlip } from './bet-slip-store';
import { useIsDesktopLayout } from './layout';

// Where the bet slip shows: in the right sidebar's Betslip tab on large screens (the sidebar
// exists only there), in a dialog below that, mounted by each page that shows prices. Both
// wrappers are tiny; the slip itself loads on the first price click.

const BetSlip = lazy(async () => ({ default: (await import('./bet-slip')).BetSlip }));

const Loading = () => (
  <div className="grid min-h-40 place-items-center">
    <Spinner label={t`Loading bet slip`} />
  </div>
);

/** The Betslip tab's content on large screens: the slip, or how to start one. */
export function BetSlipPanel() {
  const slip = useBetSlip();
  const isDesktop = useIsDesktopLayout();
  if (!slip || !isDesktop) {
    return (
      <div className="px-4 py-8 text-center">
        <ListIcon className="mx-auto mb-2 size-8 text-ink-400" />
        <p className="text-sm font-medium text-fg">{t`Your betslip is empty`}</p>
        <p className="mt-1 text-xs text-subtle">{t`Click a back or lay price to add a selection.`}</p>
      </div>
    );
  }
  return (
    <div className="p-2">
      <Suspense fallback={<Loading />}>
        <BetSlip key={slip.nonce} selection={slip.selection} onClose={closeBetSlip} />
      </Suspense>
    </div>
  );
}

/** Small screens: the slip in a dialog (spec §4: Cancel, Place Bet or the backdrop close it). */
export function BetSlipDialog() {
  const slip = useBetSlip();
  const isDesktop = useIsDesktopLayout();
  if (isDesktop) return null;
  return (
    <Dialog isOpen={slip !== undefined} onClose={closeBetSlip} title={t`Bet Slip`} className="p-4">
      {slip ? (
        <Suspense fallback={<Loading />}>
          <BetSlip key={slip.nonce} selection={slip.selection} onClose={closeBetSlip} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
