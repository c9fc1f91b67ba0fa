import { t } from '@lingui/core/macro';
import type { WalletTransaction } from '@shared/schemas/wallet';
import { cx } from '@web/components/cx';

const styles: Record<WalletTransaction['status'], string> = {
  completed: 'bg-success/15 text-success ring-success/30',
  processing: 'bg-warning/15 text-warning ring-warning/30',
  failed: 'bg-danger/15 text-danger ring-danger/30',
};

const labels = (): Record<WalletTransaction['status'], string> => ({ completed: t`Completed`, processing: t`Processing`, failed: t`Failed` });

/** A processing withdrawal held for the operator's review reads "Pending review". */
export function StatusBadge({ status, isInReview = false }: { status: WalletTransaction['status']; isInReview?: boolean }) {
  const label = isInReview && status === 'processing' ? t`Pending review` : labels()[status];
  return <span className={cx('inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1', styles[status])}>{label}</span>;
}
