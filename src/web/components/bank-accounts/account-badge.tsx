import { t } from '@lingui/core/macro';
import { cx } from '@web/components/cx';

/** Spec §4: a withdrawal account is Active or Inactive. */
export function AccountBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1',
        isActive ? 'bg-success/15 text-success ring-success/30' : 'bg-ink-600/40 text-subtle ring-ink-500',
      )}
    >
      {isActive ? t`Active` : t`Inactive`}
    </span>
  );
}
