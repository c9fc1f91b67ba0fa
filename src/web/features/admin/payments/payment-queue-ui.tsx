import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { rejectSchema } from '@shared/schemas/wallet';
import { sharedAccountReviewSchema, withdrawalPaidFormSchema, type SharedAccountReview } from '@shared/schemas/withdrawal-payout';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { Dialog } from '@web/components/dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '@web/components/icons';
import { showToast } from '@web/components/toast';

// Pieces the deposit and withdrawal queues share.

export type StatusTab<S extends string> = { value: S | undefined; label: string };

export function StatusTabs<S extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: Array<StatusTab<S>>;
  value: S | undefined;
  onChange: (value: S | undefined) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto rounded-xl border border-ink-600 bg-ink-850 p-1">
      {tabs.map((tab) => {
        const isActive = tab.value === value;
        return (
          <button
            key={tab.label}
            type="button"
            role="tab"
            aria-selected={isActive}
            onClick={() => onChange(tab.value)}
            className={cx(
              'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold transition',
              isActive ? 'bg-lotus-500/15 text-lotus-300' : 'text-muted hover:bg-ink-700 hover:text-fg',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

const statusTone: Record<string, string> = {
  processing: 'bg-warning/15 text-warning',
  approved: 'bg-success/15 text-success',
  paid: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
};

export function RequestStatus({ status }: { status: string }) {
  return (
    <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize', statusTone[status] ?? 'bg-ink-600 text-muted')}>{status}</span>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  isBusy,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  isBusy: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <div className="flex items-center justify-between gap-2 border-t border-ink-700 px-4 py-3 text-xs text-muted">
      <span className="tabular-nums">
        {first}–{Math.min(total, page * pageSize)} of {total}
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || isBusy}>
          <ChevronLeftIcon className="size-4" /> Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages || isBusy}>
          Next <ChevronRightIcon className="size-4" />
        </Button>
      </div>
    </div>
  );
}

export function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cx('min-w-0', className)}>
      <dt className="text-[11px] uppercase tracking-wider text-subtle">{label}</dt>
      <dd className="truncate text-sm text-fg">{children}</dd>
    </div>
  );
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A value the operator types into a bank app: shown in full with a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-2 rounded-lg bg-ink-900 px-3 py-2 ring-1 ring-ink-600">
      <div className="min-w-0">
        <p className="text-[11px] uppercase tracking-wider text-subtle">{label}</p>
        <p className="break-all font-mono text-sm font-semibold text-fg">{value}</p>
      </div>
      <button
        type="button"
        onClick={() =>
          void copy(value).then((isCopied) =>
            showToast(isCopied ? 'success' : 'error', isCopied ? `${label} copied` : `Could not copy the ${label.toLowerCase()}`),
          )
        }
        className="shrink-0 rounded-md bg-ink-700 px-2 py-1 text-xs font-semibold text-fg ring-1 ring-ink-500 hover:bg-ink-600"
        aria-label={`Copy ${label}`}
      >
        Copy
      </button>
    </div>
  );
}

type DecisionDialogProps = {
  isOpen: boolean;
  title: string;
  summary: ReactNode;
  confirmLabel: string;
  tone: 'approve' | 'reject';
  isPending: boolean;
  onConfirm: (input: DecisionInput) => void;
  onClose: () => void;
  /** Marking a withdrawal paid asks for the bank transfer's reference (UTR). */
  asksPayoutReference?: boolean;
  /** A withdrawal held for review (a shared bank account): paying it asks for a reason and a confirmation. */
  asksReview?: boolean;
};

export type DecisionInput = { reason?: string; utr?: string; review?: SharedAccountReview };

/** Confirms a decision; a rejection needs a reason, a paid withdrawal its UTR (the shared schemas' messages). */
export function DecisionDialog({
  isOpen,
  title,
  summary,
  confirmLabel,
  tone,
  isPending,
  onConfirm,
  onClose,
  asksPayoutReference = false,
  asksReview = false,
}: DecisionDialogProps) {
  const reasonId = useId();
  const utrId = useId();
  const reviewId = useId();
  const [reason, setReason] = useState('');
  const [utr, setUtr] = useState('');
  const [reviewReason, setReviewReason] = useState('');
  const [hasConfirmedReview, setConfirmedReview] = useState(false);
  const [error, setError] = useState<string>();
  const [reviewError, setReviewError] = useState<string>();
  // A second click can arrive before isPending re-renders: the ref stops it at once.
  const hasConfirmed = useRef(false);
  // Closing clears the form.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (!isOpen) {
      setReason('');
      setUtr('');
      setReviewReason('');
      setConfirmedReview(false);
      setError(undefined);
      setReviewError(undefined);
    }
  }
  useEffect(() => {
    if (!isOpen || !isPending) hasConfirmed.current = false;
  }, [isOpen, isPending]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending || hasConfirmed.current) return;
    if (tone === 'approve' && asksPayoutReference) {
      const paid = withdrawalPaidFormSchema.safeParse({ utr });
      const review = asksReview ? sharedAccountReviewSchema.safeParse({ reason: reviewReason, confirm: hasConfirmedReview }) : undefined;
      if (!paid.success) setError(paid.error.issues[0]?.message);
      if (review && !review.success) setReviewError(review.error.issues[0]?.message);
      if (!paid.success || (review && !review.success)) return;
      hasConfirmed.current = true;
      onConfirm({ utr: paid.data.utr, ...(review?.success ? { review: review.data } : {}) });
      return;
    }
    if (tone === 'approve') {
      hasConfirmed.current = true;
      onConfirm({});
      return;
    }
    const parsed = rejectSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    hasConfirmed.current = true;
    onConfirm({ reason: parsed.data.reason });
  };

  return (
    <Dialog isOpen={isOpen} onClose={() => (isPending ? undefined : onClose())} title={title}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="rounded-xl bg-ink-800 p-3 text-sm ring-1 ring-ink-600">{summary}</div>
        {tone === 'approve' && asksPayoutReference ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={utrId} className="text-sm font-medium text-muted">
              Payout reference (UTR)
            </label>
            <input
              id={utrId}
              value={utr}
              maxLength={30}
              autoComplete="off"
              onChange={(event) => {
                setUtr(event.target.value);
                setError(undefined);
              }}
              className="w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 font-mono text-sm uppercase text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60"
              placeholder="The bank transfer's UTR"
              data-autofocus
            />
            {error ? <p className="text-xs font-medium text-danger">{error}</p> : null}
          </div>
        ) : null}
        {tone === 'approve' && asksReview ? (
          <fieldset className="flex flex-col gap-2 rounded-xl border border-danger/40 bg-danger/10 p-3">
            <legend className="px-1 text-sm font-semibold text-fg">Held for review: shared bank account</legend>
            <label htmlFor={reviewId} className="text-sm font-medium text-muted">
              Why this payout is safe (audited)
            </label>
            <textarea
              id={reviewId}
              rows={2}
              maxLength={500}
              value={reviewReason}
              onChange={(event) => {
                setReviewReason(event.target.value);
                setReviewError(undefined);
              }}
              className="w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60"
              placeholder="e.g. Spouse's joint account, confirmed on a call"
            />
            <label className="flex items-start gap-2 text-sm text-fg">
              <input
                type="checkbox"
                checked={hasConfirmedReview}
                onChange={(event) => {
                  setConfirmedReview(event.target.checked);
                  setReviewError(undefined);
                }}
                className="mt-0.5 size-4 accent-lotus-500"
              />
              I checked who owns this bank account and confirm paying it.
            </label>
            {reviewError ? <p className="text-xs font-medium text-danger">{reviewError}</p> : null}
          </fieldset>
        ) : null}
        {tone === 'reject' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium text-muted">
              Reason (the player sees it)
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              className="w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60"
              placeholder="e.g. UTR not found in the bank statement"
              data-autofocus
            />
            {error ? <p className="text-xs font-medium text-danger">{error}</p> : null}
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={tone === 'approve' ? 'deposit' : 'danger'} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
