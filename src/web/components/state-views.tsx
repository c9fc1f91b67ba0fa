import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

// The three states of anything fetched: loading, error (with a way out) and empty.

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-32 flex-col items-center justify-center gap-3 p-6 text-sm text-muted">
      <Spinner size="lg" label="" className="text-lotus-400" />
      <p role="status">{label}</p>
    </div>
  );
}

type ErrorStateProps = { title: string; message?: string | undefined; onRetry?: () => void; retryLabel?: string; children?: ReactNode };

export function ErrorState({ title, message, onRetry, retryLabel = 'Retry', children }: ErrorStateProps) {
  return (
    <div role="alert" className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border border-danger/30 bg-danger/5 p-6 text-center">
      <p className="font-semibold text-danger">{title}</p>
      {message && message !== title ? <p className="text-sm text-muted">{message}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
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
