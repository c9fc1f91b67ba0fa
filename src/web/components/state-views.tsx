import { translateApiMessage } from '@web/i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
export { LoadingState } from './loading-state';

// The three states of anything fetched: loading (loading-state.tsx: the first screen shows it
// while a page's chunk arrives), error (with a way out) and empty.

type ErrorStateProps = { title: string; message?: string | undefined; onRetry?: () => void; retryLabel?: string; children?: ReactNode };

export function ErrorState({ title, message, onRetry, retryLabel, children }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border border-danger/30 bg-danger/5 p-6 text-center">
      <p className="font-semibold text-danger">{title}</p>
      {message && message !== title ? <p className="text-sm text-muted">{translateApiMessage(message)}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel ?? t`Retry`}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

export function EmptyState({ title, hint, icon }: { title: string; hint?: string; icon?: ReactNode }) {
  return (
    <div className="flex min-h-32 flex-col items-center justify-center gap-2 p-6 text-center">
      {icon ? <div className="text-ink-400">{icon}</div> : null}
      <p className="font-medium text-fg">{title}</p>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
    </div>
  );
}
