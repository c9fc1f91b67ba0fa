import type { MarketStatus } from '@shared/schemas/exchange';
import { cx } from '@web/components/cx';

const tones: Record<MarketStatus, string> = {
  OPEN: 'bg-success/15 text-success',
  SUSPENDED: 'bg-warning/15 text-warning',
  CLOSED: 'bg-ink-600 text-muted',
};

export function MarketStatusBadge({ status, isSettled }: { status: MarketStatus; isSettled: boolean }) {
  return (
    <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', isSettled ? 'bg-back/15 text-back' : tones[status])}>
      {isSettled ? 'Settled' : status.charAt(0) + status.slice(1).toLowerCase()}
    </span>
  );
}
