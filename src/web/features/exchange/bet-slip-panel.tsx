import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { ListIcon } from '@web/components/icons';
import { Spinner } from '@web/components/spinner';
import { closeBetSlip, useBetSlip } from './bet-slip-store';
import { useIsDesktopLayout } from './layout';

// The bet slip on large screens: the right sidebar's Betslip tab (the sidebar exists only there).
// The slip itself loads on the first price click.

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
