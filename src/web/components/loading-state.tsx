import { useLingui } from '@lingui/react/macro';
import { Spinner } from './spinner';

/** Something on its way: a page's chunk, or data. (Its siblings, error and empty, are in state-views.tsx.) */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-32 flex-col items-center justify-center gap-3 p-6 text-sm text-muted">
      <Spinner size="lg" label="" className="text-lotus-400" />
      <p role="status">{label ?? t`Loading...`}</p>
    </div>
  );
}
