import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { QUEUE_PAGE_SIZE, useDecision } from './payment-requests-api';
import { AdminPage, Panel } from '../shared/admin-ui';
import { CsvButton } from '../shared/csv-button';
import { DecisionDialog, Pager, StatusTabs, type DecisionInput, type StatusTab } from './payment-queue-ui';

// The shell the deposit and withdrawal queues share: status tabs kept in the address, the paged
// list with its loading, error and empty states, and the approve/reject dialog.

export type QueueAction = 'approve' | 'reject';

type PaymentQueueProps<S extends string, D, T extends { id: number }> = {
  kind: 'deposit' | 'withdrawal';
  title: string;
  description: string;
  /** The first tab is the one the queue opens on: the requests still waiting. */
  tabs: Array<StatusTab<S>>;
  isStatus: (value: string | null) => value is S;
  useRequests: (status: S | undefined, page: number) => UseQueryResult<D>;
  itemsOf: (data: D) => T[];
  totalOf: (data: D) => number;
  renderItem: (item: T, onDecide: (action: QueueAction) => void, isBusy: boolean) => ReactNode;
  dialogTitle: Record<QueueAction, string>;
  confirmLabel: Record<QueueAction, string>;
  summary: (item: T, action: QueueAction) => ReactNode;
  /** Marking paid asks for the payout reference (withdrawals). */
  asksPayoutReference?: boolean;
  /** Marking this one paid also asks for a review: a reason and a confirmation (held withdrawals). */
  asksReview?: (item: T) => boolean;
  /** The list's API path: its CSV download, with the status on screen. */
  csvPath: string;
};

/** A payment request queue, opened on the requests still processing (oldest first, as the server sends them). */
export function PaymentQueue<S extends string, D, T extends { id: number }>(props: PaymentQueueProps<S, D, T>) {
  const { kind, tabs, isStatus, useRequests, itemsOf, totalOf } = props;
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const waiting = tabs[0]?.value;
  const status = requested === 'all' ? undefined : isStatus(requested) ? requested : waiting;
  const [page, setPage] = useState(1);
  const requests = useRequests(status, page);
  const decision = useDecision();
  const [pending, setPending] = useState<{ item: T; action: QueueAction }>();
  const Kind = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  const items = requests.isSuccess ? itemsOf(requests.data) : [];

  const confirm = (input: DecisionInput) => {
    if (!pending) return;
    decision.mutate(
      { kind, id: pending.item.id, action: pending.action, ...input },
      {
        onSuccess: (message) => {
          setPending(undefined);
          showToast('success', message);
        },
        onError: (failure) => {
          setPending(undefined);
          showToast('error', errorMessage(failure, `Failed to decide ${kind}`));
        },
      },
    );
  };

  return (
    <AdminPage title={props.title} description={props.description} actions={<CsvButton path={props.csvPath} query={{ status }} />}>
      <StatusTabs
        label={`${Kind} status`}
        tabs={tabs}
        value={status}
        onChange={(next) => {
          setPage(1);
          setParams(next === waiting ? {} : { status: next ?? 'all' }, { replace: true });
        }}
      />
      <Panel>
        {requests.isPending ? <LoadingState label={`Loading ${kind}s...`} /> : null}
        {requests.isError ? (
          <ErrorState title={`Failed to load ${kind}s`} message={errorMessage(requests.error, '')} onRetry={() => void requests.refetch()} />
        ) : null}
        {requests.isSuccess && items.length === 0 ? <EmptyState title={status === waiting ? `No ${kind}s waiting` : `No ${kind}s`} /> : null}
        {requests.isSuccess && items.length > 0 ? (
          <>
            <ul className="divide-y divide-ink-700/60" aria-label={`${Kind}s`}>
              {items.map((item) => (
                <Fragment key={item.id}>{props.renderItem(item, (action) => setPending({ item, action }), decision.isPending)}</Fragment>
              ))}
            </ul>
            <Pager page={page} pageSize={QUEUE_PAGE_SIZE} total={totalOf(requests.data)} onPage={setPage} isBusy={requests.isFetching} />
          </>
        ) : null}
      </Panel>
      <DecisionDialog
        isOpen={pending !== undefined}
        title={props.dialogTitle[pending?.action === 'approve' ? 'approve' : 'reject']}
        tone={pending?.action ?? 'approve'}
        confirmLabel={props.confirmLabel[pending?.action === 'approve' ? 'approve' : 'reject']}
        isPending={decision.isPending}
        onConfirm={confirm}
        onClose={() => setPending(undefined)}
        asksPayoutReference={props.asksPayoutReference ?? false}
        asksReview={pending !== undefined && (props.asksReview?.(pending.item) ?? false)}
        summary={pending ? props.summary(pending.item, pending.action) : null}
      />
    </AdminPage>
  );
}
