import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { showToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { QUEUE_PAGE_SIZE, useDecision, useWithdrawals, type AdminWithdrawal, type WithdrawalStatus } from '../api/payment-requests';
import { AdminPage, formatDateTime, Panel } from './admin-ui';
import { CopyValue, DecisionDialog, Field, Pager, RequestStatus, StatusTabs, type StatusTab } from './payment-queue-ui';

const tabs: Array<StatusTab<WithdrawalStatus>> = [
  { value: 'processing', label: 'Processing' },
  { value: 'paid', label: 'Paid' },
  { value: 'rejected', label: 'Rejected' },
  { value: undefined, label: 'All' },
];

const isWithdrawalStatus = (value: string | null): value is WithdrawalStatus => value === 'processing' || value === 'paid' || value === 'rejected';

type Pending = { withdrawal: AdminWithdrawal; action: 'approve' | 'reject' };

function WithdrawalCard({ withdrawal, onDecide, isBusy }: { withdrawal: AdminWithdrawal; onDecide: (action: 'approve' | 'reject') => void; isBusy: boolean }) {
  const isOpen = withdrawal.status === 'processing';
  return (
    <li className="flex flex-col gap-3 p-4" data-testid={`withdrawal-${withdrawal.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-bold tabular-nums text-fg">{formatRupees(withdrawal.amount)}</span>
        <RequestStatus status={withdrawal.status} />
        <span className="text-xs text-subtle">#{withdrawal.id}</span>
        <dl className="ml-auto flex gap-4">
          <Field label="Player">
            <Link to={`/admin/player-ledger?user=${withdrawal.user_id}`} className="font-semibold text-back hover:underline">
              {withdrawal.username}
            </Link>
          </Field>
          <Field label="Requested">{formatDateTime(withdrawal.created_at)}</Field>
        </dl>
      </div>
      {isOpen ? (
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" aria-label="Bank details to pay">
          <CopyValue label="Account holder" value={withdrawal.account.account_holder_name} />
          <CopyValue label="Account number" value={withdrawal.account.account_number} />
          <CopyValue label="IFSC" value={withdrawal.account.ifsc_code} />
          <CopyValue label="Bank" value={withdrawal.account.bank_name} />
        </div>
      ) : (
        <p className="text-xs text-muted">
          {withdrawal.account.bank_name} · {withdrawal.account.account_holder_name} · <span className="font-mono">{withdrawal.account.account_number}</span> · {withdrawal.account.ifsc_code}
        </p>
      )}
      {withdrawal.reject_reason ? <p className="text-xs text-danger">Rejected: {withdrawal.reject_reason}</p> : null}
      {isOpen ? (
        <div className="flex gap-2 sm:justify-end">
          <Button variant="deposit" size="sm" className="flex-1 sm:flex-none" onClick={() => onDecide('approve')} disabled={isBusy}>
            Mark Paid
          </Button>
          <Button variant="secondary" size="sm" className="flex-1 text-danger sm:flex-none" onClick={() => onDecide('reject')} disabled={isBusy}>
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The withdrawal queue: pay the bank account shown, then mark it paid; a rejection returns the money. */
export function WithdrawalsScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = requested === 'all' ? undefined : isWithdrawalStatus(requested) ? requested : 'processing';
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(status, page);
  const decision = useDecision();
  const [pending, setPending] = useState<Pending>();

  const confirm = (reason: string | undefined) => {
    if (!pending) return;
    decision.mutate(
      { kind: 'withdrawal', id: pending.withdrawal.id, action: pending.action, reason },
      {
        onSuccess: (message) => {
          setPending(undefined);
          showToast('success', message);
        },
        onError: (failure) => {
          setPending(undefined);
          showToast('error', errorMessage(failure, 'Failed to decide withdrawal'));
        },
      },
    );
  };

  return (
    <AdminPage title="Withdrawals" description="The amount is already held from the player. Pay it to the account shown, then mark it paid.">
      <StatusTabs
        label="Withdrawal status"
        tabs={tabs}
        value={status}
        onChange={(next) => {
          setPage(1);
          setParams(next === 'processing' ? {} : { status: next ?? 'all' }, { replace: true });
        }}
      />
      <Panel>
        {withdrawals.isPending ? <LoadingState label="Loading withdrawals..." /> : null}
        {withdrawals.isError ? <ErrorState title="Failed to load withdrawals" message={errorMessage(withdrawals.error, '')} onRetry={() => void withdrawals.refetch()} /> : null}
        {withdrawals.isSuccess && withdrawals.data.withdrawals.length === 0 ? <EmptyState title={status === 'processing' ? 'No withdrawals waiting' : 'No withdrawals'} /> : null}
        {withdrawals.isSuccess && withdrawals.data.withdrawals.length > 0 ? (
          <>
            <ul className="divide-y divide-ink-700/60" aria-label="Withdrawals">
              {withdrawals.data.withdrawals.map((withdrawal) => (
                <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} isBusy={decision.isPending} onDecide={(action) => setPending({ withdrawal, action })} />
              ))}
            </ul>
            <Pager page={page} pageSize={QUEUE_PAGE_SIZE} total={withdrawals.data.total} onPage={setPage} isBusy={withdrawals.isFetching} />
          </>
        ) : null}
      </Panel>
      <DecisionDialog
        isOpen={pending !== undefined}
        title={pending?.action === 'approve' ? 'Mark withdrawal paid' : 'Reject withdrawal'}
        tone={pending?.action ?? 'approve'}
        confirmLabel={pending?.action === 'approve' ? 'Mark Paid' : 'Reject and refund'}
        isPending={decision.isPending}
        onConfirm={confirm}
        onClose={() => setPending(undefined)}
        summary={
          pending ? (
            <p>
              <span className="font-bold text-fg">{formatRupees(pending.withdrawal.amount)}</span> to <span className="font-semibold text-fg">{pending.withdrawal.account.account_holder_name}</span>,{' '}
              {pending.withdrawal.account.bank_name} <span className="font-mono text-fg">{pending.withdrawal.account.account_number}</span>
              {pending.action === 'approve' ? '. Only mark it paid once the bank transfer has gone through.' : '. The held amount returns to the player’s main balance.'}
            </p>
          ) : null
        }
      />
    </AdminPage>
  );
}
