import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { translateApiMessage } from '@web/i18n/i18n';
import { cx } from './cx';
import { CloseIcon } from './first-screen-icons';

// Toasts, one at a time (spec §4, §9): a new toast replaces the one showing; each lasts 5 s. On a
// phone they rise above the bottom navigation, clear of the header's balance; on a large screen
// they sit at the right under the header.

export const TOAST_DURATION_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; title?: string | undefined; message: string };

let current: Toast | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(kind: ToastKind, message: string, title?: string): void {
  current = { id: nextId++, kind, message, title };
  emit();
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = undefined;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const kindStyle: Record<ToastKind, string> = {
  success: 'border-success/40 before:bg-success',
  error: 'border-danger/40 before:bg-danger',
  info: 'border-back/40 before:bg-back',
};

export function Toaster() {
  const { t } = useLingui();
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-[70] flex justify-center px-3 lg:bottom-auto lg:top-16 lg:justify-end lg:px-4"
    >
      {toast ? (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={cx(
            'pointer-events-auto relative flex w-full max-w-sm animate-fade-in items-start gap-3 overflow-hidden rounded-xl border bg-ink-800 py-3 pl-5 pr-3 text-sm shadow-2xl',
            'before:absolute before:inset-y-0 before:left-0 before:w-1',
            kindStyle[toast.kind],
          )}
        >
          <div className="min-w-0 flex-1">
            {toast.title ? <p className="font-semibold text-fg">{translateApiMessage(toast.title)}</p> : null}
            <p className="text-muted">{translateApiMessage(toast.message)}</p>
          </div>
          <button type="button" onClick={() => dismissToast(toast.id)} className="rounded p-1 text-muted hover:text-fg" aria-label={t`Dismiss notification`}>
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
