import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { showToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { QUEUE_PAGE_SIZE, useDecision, useDeposits, type AdminDeposit, type DepositStatus } from '../api/payment-requests';
import { AdminPage, formatDateTime, Panel } from './admin-ui';
import { DecisionDialog, Field, Pager, RequestStatus, StatusTabs, type StatusTab } from './payment-queue-ui';
import { ReceiptPreview } from './receipt-preview';

const tabs: Array<StatusTab<DepositStatus>> = [
  { value: 'processing', label: 'Processing' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: undefined, label: 'All' },
];

const isDepositStatus = (value: string | null): value is DepositStatus => value === 'processing' || value === 'approved' || value === 'rejected';

type Pending = { deposit: AdminDeposit; action: 'approve' | 'reject' };

function DepositCard({ deposit, onDecide, isBusy }: { deposit: AdminDeposit; onDecide: (action: 'approve' | 'reject') => void; isBusy: boolean }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid={`deposit-${deposit.id}`}>
      <ReceiptPreview depositId={deposit.id} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold tabular-nums text-fg">{formatRupees(deposit.amount)}</span>
          <RequestStatus status={deposit.status} />
          <span className="text-xs text-subtle">#{deposit.id}</span>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          <Field label="Player">
            <Link to={`/admin/player-ledger?user=${deposit.user_id}`} className="font-semibold text-back hover:underline">
              {deposit.username}
            </Link>
          </Field>
          <Field label="UTR">
            <span className="font-mono">{deposit.utr_number}</span>
          </Field>
          <Field label="Paid to">{deposit.payment_option.label}</Field>
          <Field label="Requested">{formatDateTime(deposit.created_at)}</Field>
        </dl>
        {deposit.reject_reason ? <p className="mt-2 text-xs text-danger">Rejected: {deposit.reject_reason}</p> : null}
        {deposit.decided_at && !deposit.reject_reason ? <p className="mt-2 text-xs text-subtle">Decided {formatDateTime(deposit.decided_at)}</p> : null}
      </div>
      {deposit.status === 'processing' ? (
        <div className="flex gap-2 sm:flex-col">
          <Button variant="deposit" size="sm" className="flex-1" onClick={() => onDecide('approve')} disabled={isBusy}>
            Approve
          </Button>
          <Button variant="secondary" size="sm" className="flex-1 text-danger" onClick={() => onDecide('reject')} disabled={isBusy}>
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The deposit queue: oldest waiting request first; approve credits the player, reject needs a reason. */
export function DepositsScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = requested === 'all' ? undefined : isDepositStatus(requested) ? requested : 'processing';
  const [page, setPage] = useState(1);
  const deposits = useDeposits(status, page);
  const decision = useDecision();
  const [pending, setPending] = useState<Pending>();

  const confirm = (reason: string | undefined) => {
    if (!pending) return;
    decision.mutate(
      { kind: 'deposit', id: pending.deposit.id, action: pending.action, reason },
      {
        onSuccess: (message) => {
          setPending(undefined);
          showToast('success', message);
        },
        onError: (failure) => {
          setPending(undefined);
          showToast('error', errorMessage(failure, 'Failed to decide deposit'));
        },
      },
    );
  };

  return (
    <AdminPage title="Deposits" description="Check the receipt and the UTR against the bank statement, then approve or reject.">
      <StatusTabs
        label="Deposit status"
        tabs={tabs}
        value={status}
        onChange={(next) => {
          setPage(1);
          setParams(next === 'processing' ? {} : { status: next ?? 'all' }, { replace: true });
        }}
      />
      <Panel>
        {deposits.isPending ? <LoadingState label="Loading deposits..." /> : null}
        {deposits.isError ? <ErrorState title="Failed to load deposits" message={errorMessage(deposits.error, '')} onRetry={() => void deposits.refetch()} /> : null}
        {deposits.isSuccess && deposits.data.deposits.length === 0 ? <EmptyState title={status === 'processing' ? 'No deposits waiting' : 'No deposits'} /> : null}
        {deposits.isSuccess && deposits.data.deposits.length > 0 ? (
          <>
            <ul className="divide-y divide-ink-700/60" aria-label="Deposits">
              {deposits.data.deposits.map((deposit) => (
                <DepositCard key={deposit.id} deposit={deposit} isBusy={decision.isPending} onDecide={(action) => setPending({ deposit, action })} />
              ))}
            </ul>
            <Pager page={page} pageSize={QUEUE_PAGE_SIZE} total={deposits.data.total} onPage={setPage} isBusy={deposits.isFetching} />
          </>
        ) : null}
      </Panel>
      <DecisionDialog
        isOpen={pending !== undefined}
        title={pending?.action === 'approve' ? 'Approve deposit' : 'Reject deposit'}
        tone={pending?.action ?? 'approve'}
        confirmLabel={pending?.action === 'approve' ? 'Approve and credit' : 'Reject deposit'}
        isPending={decision.isPending}
        onConfirm={confirm}
        onClose={() => setPending(undefined)}
        summary={
          pending ? (
            <p>
              <span className="font-bold text-fg">{formatRupees(pending.deposit.amount)}</span> from <span className="font-semibold text-fg">{pending.deposit.username}</span>, UTR{' '}
              <span className="font-mono text-fg">{pending.deposit.utr_number}</span>
              {pending.action === 'approve' ? '. The amount is credited to the player’s main balance.' : '. No money moves.'}
            </p>
          ) : null
        }
      />
    </AdminPage>
  );
}
