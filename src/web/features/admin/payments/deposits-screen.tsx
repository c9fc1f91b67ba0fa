import { Link } from 'react-router';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { useDeposits, type AdminDeposit, type DepositStatus } from './payment-requests-api';
import { formatDateTime } from '../shared/admin-ui';
import { PaymentQueue, type QueueAction } from './payment-queue';
import { Field, RequestStatus, type StatusTab } from './payment-queue-ui';
import { ReceiptPreview } from './receipt-preview';

const tabs: Array<StatusTab<DepositStatus>> = [
  { value: 'processing', label: 'Processing' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: undefined, label: 'All' },
];

const isDepositStatus = (value: string | null): value is DepositStatus => value === 'processing' || value === 'approved' || value === 'rejected';

function DepositCard({ deposit, onDecide, isBusy }: { deposit: AdminDeposit; onDecide: (action: QueueAction) => void; isBusy: boolean }) {
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
            <Link to={`/admin/players/${deposit.user_id}`} className="font-semibold text-back hover:underline">
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
  return (
    <PaymentQueue
      kind="deposit"
      title="Deposits"
      description="Check the receipt and the UTR against the bank statement, then approve or reject."
      tabs={tabs}
      isStatus={isDepositStatus}
      useRequests={useDeposits}
      itemsOf={(data) => data.deposits}
      totalOf={(data) => data.total}
      renderItem={(deposit, onDecide, isBusy) => <DepositCard deposit={deposit} isBusy={isBusy} onDecide={onDecide} />}
      csvPath="/api/admin/deposits"
      dialogTitle={{ approve: 'Approve deposit', reject: 'Reject deposit' }}
      confirmLabel={{ approve: 'Approve and credit', reject: 'Reject deposit' }}
      summary={(deposit, action) => (
        <p>
          <span className="font-bold text-fg">{formatRupees(deposit.amount)}</span> from <span className="font-semibold text-fg">{deposit.username}</span>, UTR{' '}
          <span className="font-mono text-fg">{deposit.utr_number}</span>
          {action === 'approve' ? '. The amount is credited to the player’s main balance.' : '. No money moves.'}
        </p>
      )}
    />
  );
}
