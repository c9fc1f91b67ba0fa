import { toPaise } from '@shared/money';
import type { CsvColumn } from '@server/http/csv';
import type { listDeposits, listWithdrawals } from './list-requests';

// The deposit and withdrawal queues as CSV (`?format=csv`): the rows the lists answer, amounts in rupees.

type DepositRow = Awaited<ReturnType<typeof listDeposits>>['deposits'][number];
type WithdrawalRow = Awaited<ReturnType<typeof listWithdrawals>>['withdrawals'][number];

export const depositCsvColumns: CsvColumn<DepositRow>[] = [
  { header: 'Id', kind: 'number', value: (row) => row.id },
  { header: 'Requested', kind: 'date', value: (row) => row.created_at },
  { header: 'Player id', kind: 'number', value: (row) => row.user_id },
  { header: 'Username', value: (row) => row.username },
  { header: 'Amount (₹)', kind: 'paise', value: (row) => toPaise(row.amount) },
  { header: 'Status', value: (row) => row.status },
  { header: 'UTR', value: (row) => row.utr_number },
  { header: 'Payment option', value: (row) => row.payment_option.label },
  { header: 'Decided', kind: 'date', value: (row) => row.decided_at },
  { header: 'Reject reason', value: (row) => row.reject_reason },
];

export const withdrawalCsvColumns: CsvColumn<WithdrawalRow>[] = [
  { header: 'Id', kind: 'number', value: (row) => row.id },
  { header: 'Requested', kind: 'date', value: (row) => row.created_at },
  { header: 'Player id', kind: 'number', value: (row) => row.user_id },
  { header: 'Username', value: (row) => row.username },
  { header: 'Amount (₹)', kind: 'paise', value: (row) => toPaise(row.amount) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Account holder', value: (row) => row.account.account_holder_name },
  { header: 'Bank', value: (row) => row.account.bank_name },
  { header: 'Account number', value: (row) => row.account.account_number },
  { header: 'IFSC', value: (row) => row.account.ifsc_code },
  { header: 'Payout UTR', value: (row) => row.payout_reference },
  { header: 'Decided', kind: 'date', value: (row) => row.decided_at },
  { header: 'Reject reason', value: (row) => row.reject_reason },
];
