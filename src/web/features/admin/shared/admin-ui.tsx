import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { wageringWeightSchema } from '@shared/schemas/wagering-weight';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';

// Building blocks the back-office screens share.

export function AdminPage({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

export function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={cx('rounded-xl border border-ink-600 bg-ink-850', className)} aria-label={title}>
      {title ? <h2 className="border-b border-ink-700 px-4 py-3 text-sm font-bold uppercase tracking-wider text-muted">{title}</h2> : null}
      {children}
    </section>
  );
}

/** A form's refusal as a whole (the server's words), under its fields; nothing when there is none. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  );
}

/** Previous / Page n of m / Next under a paged back-office table; nothing when there is one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <div className="flex items-center justify-between border-t border-ink-700 px-4 py-3 text-sm text-muted">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </div>
  );
}

export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', isActive ? 'bg-success/15 text-success' : 'bg-ink-600 text-muted')}>
      {isActive ? 'Active' : 'Disabled'}
    </span>
  );
}

export const tableClass = 'w-full min-w-[640px] text-left text-sm';
export const thClass = 'px-4 py-2.5 text-xs font-semibold uppercase tracking-wider text-subtle';
export const tdClass = 'px-4 py-3 align-middle';

/** A list's loading, error (with Retry) and empty states; the list itself once it has rows. */
export function QueryStates<T>({
  query,
  loadingLabel,
  errorTitle,
  emptyTitle,
  children,
}: {
  query: UseQueryResult<T[]>;
  loadingLabel?: string;
  errorTitle: string;
  emptyTitle: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState {...(loadingLabel ? { label: loadingLabel } : {})} />;
  if (query.isError) return <ErrorState title={errorTitle} message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={emptyTitle} />;
  return <>{children(query.data)}</>;
}

/** A scrollable table with its column headings; the last heading may be empty (an actions column). */
export function AdminTable({ label, headings, children }: { label: string; headings: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className={tableClass}>
        <thead className="border-b border-ink-700">
          <tr>
            {headings.map((heading, index) => (
              <th key={heading || `column-${index}`} className={thClass}>
                {heading || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700/60">{children}</tbody>
      </table>
    </div>
  );
}

/** The back office reads India time on a 24-hour clock, as the bet screens do. */
export { formatBetTime as formatDateTime } from '@web/lib/format';

export function IconButton({
  label,
  onClick,
  children,
  disabled,
  tone = 'default',
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={cx(
        'grid size-8 place-items-center rounded-lg transition disabled:cursor-not-allowed disabled:opacity-30',
        tone === 'danger' ? 'text-danger hover:bg-danger/10' : 'text-muted hover:bg-ink-700 hover:text-fg',
      )}
    >
      {children}
    </button>
  );
}

/** Moves one id up or down a list; the answer is the whole new order. */
export function moveId(ids: number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  const moved = next[from];
  const other = next[to];
  if (moved === undefined || other === undefined) return ids;
  next[from] = other;
  next[to] = moved;
  return next;
}

/**
 * A bonus wagering weight (whole percent, 0 to 100) with its own Save: checked with the shared
 * schema first, then by the server; either's message shows under the field.
 */
export function WeightField({
  label,
  weight,
  isBusy,
  onSave,
}: {
  label: string;
  weight: number;
  isBusy: boolean;
  onSave: (weight: number, onError: (message: string) => void) => void;
}) {
  const [text, setText] = useState(String(weight));
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState(weight);
  if (weight !== shown) {
    setShown(weight);
    setText(String(weight));
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = wageringWeightSchema.safeParse(text.trim() === '' ? undefined : Number(text.trim()));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSave(parsed.data, setError);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          aria-label={label}
          inputMode="numeric"
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          className="w-16 rounded-lg border border-ink-600 bg-ink-900 px-2 py-1.5 text-right text-sm tabular-nums text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60"
        />
        <span className="text-sm text-muted">%</span>
        <Button type="submit" size="sm" variant="secondary" disabled={isBusy || text === String(weight)}>
          Save
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
