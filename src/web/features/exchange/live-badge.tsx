import { t } from '@lingui/core/macro';
import { cx } from '@web/components/cx';

/** The LIVE marker of in-play fixtures. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded bg-success/15 px-1.5 py-0.5 text-[10px] font-black uppercase tracking-wider text-success',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-success" />
      {t`Live`}
    </span>
  );
}

/** The marker of a finished event: every market of it settled. */
export function FinishedBadge({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center rounded bg-ink-700 px-1.5 py-0.5 text-[10px] font-black uppercase tracking-wider text-muted', className)}>
      {t`Finished`}
    </span>
  );
}

/** Spec §4: a suspended market shows SUSPENDED over its prices; a closed one (its result to come) CLOSED. */
export function SuspendedOverlay({ isClosed = false }: { isClosed?: boolean }) {
  return (
    <div className="absolute inset-0 z-10 grid place-items-center rounded-md bg-ink-950/70 backdrop-blur-[1px]" role="status">
      <span className="rounded border border-danger/60 px-2 py-0.5 text-xs font-black uppercase tracking-[0.2em] text-danger">
        {isClosed ? t`Closed` : t`Suspended`}
      </span>
    </div>
  );
}
