import { t } from '@lingui/core/macro';
import { Spinner } from '@web/components/spinner';

/** Spec §2, §4: the 'Loading...' overlay over a tile (or the page) while a game launches. */
export function LaunchOverlay({ label }: { label?: string }) {
  return (
    <span
      role="status"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 rounded-[inherit] bg-ink-950/70 text-xs font-semibold text-fg"
    >
      <Spinner size="md" label="" className="text-lotus-400" />
      {label ?? t`Loading...`}
    </span>
  );
}
