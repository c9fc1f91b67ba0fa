import { Link } from 'react-router';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { useWithdrawals, type AdminWithdrawal, type WithdrawalStatus } from './payment-requests-api';
import { formatDateTime } from '../shared/admin-ui';
import { PaymentQueue, type QueueAction } from './payment-queue';
import { CopyValue, Field, RequestStatus, type StatusTab } from './payment-queue-ui';

const tabs: Array<StatusTab<WithdrawalStatus>> = [
  { value: 'processing', label: 'Processing' },
  { value: 'paid', label: 'Paid' },
  { value: 'rejected', label: 'Rejected' },
  { value: undefined, label: 'All' },
];

const isWithdrawalStatus = (value: string | null): value is WithdrawalStatus => value === 'processing' || value === 'paid' || value === 'rejected';

function WithdrawalCard({ withdrawal, onDecide, isBusy }: { withdrawal: AdminWithdrawal; onDecide: (action: QueueAction) => void; isBusy: boolean }) {
  const isOpen = withdrawal.status === 'processing';
  return (
    <li className="flex flex-col gap-3 p-4" data-testid={`withdrawal-${withdrawal.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-bold tabular-nums text-fg">{formatRupees(withdrawal.amount)}</span>
        <RequestStatus status={withdrawal.status} />
        {withdrawal.held_for_review ? (
          <span className="rounded-full bg-danger/15 px-2 py-0.5 text-[11px] font-semibold text-danger ring-1 ring-danger/30">Held for review</span>
        ) : null}
        <span className="text-xs text-subtle">#{withdrawal.id}</span>
        <dl className="ml-auto flex gap-4">
          <Field label="Player">
            <Link to={`/admin/players/${withdrawal.user_id}`} className="font-semibold text-back hover:underline">
              {withdrawal.username}
            </Link>
          </Field>
          <Field label="Requested">{formatDateTime(withdrawal.created_at)}</Field>
        </dl>
      </div>
      {withdrawal.shared_with && withdrawal.shared_with.length > 0 ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-2 text-sm text-fg">
          {withdrawal.held_for_review ? 'Held for review: this' : 'This'} bank account is registered by another player too (
          {withdrawal.shared_with.map((other, index) => (
            <span key={other}>
              {index > 0 ? ', ' : ''}
              <Link to={`/admin/players/${other}`} className="text-back hover:underline">
                player #{other}
              </Link>
            </span>
          ))}
          ){withdrawal.held_for_review ? '. Mark it paid only with a reason and your confirmation, or reject it.' : '.'}
        </p>
      ) : null}
      {isOpen ? (
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" aria-label="Bank details to pay">
          <CopyValue label="Account holder" value={withdrawal.account.account_holder_name} />
          <CopyValue label="Account number" value={withdrawal.account.account_number} />
          <CopyValue label="IFSC" value={withdrawal.account.ifsc_code} />
          <CopyValue label="Bank" value={withdrawal.account.bank_name} />
        </div>
      ) : (
        <p className="text-xs text-muted">
          {withdrawal.account.bank_name} · {withdrawal.account.account_holder_name} · <span className="font-mono">{withdrawal.account.account_number}</span> ·{' '}
          {withdrawal.account.ifsc_code}
        </p>
      )}
      {withdrawal.payout_reference ? (
        <p className="text-xs text-muted">
          Paid with UTR <span className="font-mono text-fg">{withdrawal.payout_reference}</span>
        </p>
      ) : null}
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
  return (
    <PaymentQueue
      kind="withdrawal"
      title="Withdrawals"
      description="The amount is already held from the player. Pay it to the account shown, then mark it paid."
      tabs={tabs}
      isStatus={isWithdrawalStatus}
      useRequests={useWithdrawals}
      itemsOf={(data) => data.withdrawals}
      totalOf={(data) => data.total}
      renderItem={(withdrawal, onDecide, isBusy) => <WithdrawalCard withdrawal={withdrawal} isBusy={isBusy} onDecide={onDecide} />}
      asksPayoutReference
      asksReview={(withdrawal) => withdrawal.held_for_review === true}
      csvPath="/api/admin/withdrawals"
      dialogTitle={{ approve: 'Mark withdrawal paid', reject: 'Reject withdrawal' }}
      confirmLabel={{ approve: 'Mark Paid', reject: 'Reject and refund' }}
      summary={(withdrawal, action) => (
        <p>
          <span className="font-bold text-fg">{formatRupees(withdrawal.amount)}</span> to{' '}
          <span className="font-semibold text-fg">{withdrawal.account.account_holder_name}</span>, {withdrawal.account.bank_name}{' '}
          <span className="font-mono text-fg">{withdrawal.account.account_number}</span>, IFSC{' '}
          <span className="font-mono text-fg">{withdrawal.account.ifsc_code}</span>
          {action === 'approve' ? '. Only mark it paid once the bank transfer has gone through.' : '. The held amount returns to the player’s main balance.'}
        </p>
      )}
    />
  );
}
