import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { WalletTransaction } from '@shared/schemas/wallet';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ArrowDownIcon, ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon, ListIcon } from '@web/components/icons';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { subjectWords, transactionMethod } from '@web/lib/entry-words';
import { TRANSACTIONS_ERROR, TRANSACTIONS_PAGE_SIZE, useTransactions } from './api/transactions';
import { formatDateTime, formatSignedRupees } from '@web/lib/format';
import { StatusBadge } from './status-badge';

const typeLabels = (): Record<WalletTransaction['type'], string> => ({
  deposit: t`Deposit`,
  withdrawal: t`Withdrawal`,
  bet_win: t`Bet Win`,
  bet_loss: t`Bet Loss`,
  other: t`Other`,
});

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const isCredit = transaction.amount >= 0;
  const Icon = isCredit ? ArrowDownIcon : ArrowUpIcon;
  const about = subjectWords(transaction.subject);
  return (
    <li className="flex items-center gap-3 px-3 py-3 sm:px-4">
      <span className={cx('grid size-9 shrink-0 place-items-center rounded-full', isCredit ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger')}>
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">
          {typeLabels()[transaction.type]}
          <span className="font-normal text-subtle"> · {transactionMethod(transaction)}</span>
        </p>
        <p className="truncate text-xs text-subtle">
          <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at)}</time>
        </p>
        {about ? (
          <p className={cx('truncate text-xs', transaction.status === 'failed' ? 'text-danger/90' : 'text-subtle')} title={about}>
            {about}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span
          className={cx(
            'text-sm font-bold tabular-nums',
            transaction.status === 'failed' ? 'text-subtle line-through' : isCredit ? 'text-success' : 'text-danger',
          )}
        >
          {formatSignedRupees(transaction.amount)}
        </span>
        <StatusBadge status={transaction.status} isInReview={transaction.in_review} />
      </div>
    </li>
  );
}

/** The Transactions tab: the ledger's movements for this player, newest first, a page at a time. */
export function TransactionsTab() {
  const [page, setPage] = useState(1);
  const query = useTransactions(page);

  if (query.isPending) return <LoadingState label={t`Loading transactions...`} />;
  if (query.isError)
    return <ErrorState title={TRANSACTIONS_ERROR} message={errorMessage(query.error, TRANSACTIONS_ERROR)} onRetry={() => void query.refetch()} />;

  const { transactions, total } = query.data;
  if (total === 0)
    return (
      <EmptyState icon={<ListIcon className="size-8" />} title={t`No transactions yet`} hint={t`Your deposits, withdrawals and bet results will show here.`} />
    );

  const pageSize = query.data.page_size || TRANSACTIONS_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, first + transactions.length - 1);
  return (
    <div>
      <ul className={cx('divide-y divide-ink-700', query.isPlaceholderData && 'opacity-60')} aria-label={t`Transactions`} aria-busy={query.isFetching}>
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
      <div className="flex items-center justify-between gap-2 border-t border-ink-700 px-3 py-3 text-xs text-muted sm:px-4">
        <span className="tabular-nums">{t`${first}–${last} of ${total}`}</span>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setPage((current) => current - 1)} disabled={page <= 1}>
            <ChevronLeftIcon className="size-4" /> {t`Previous`}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setPage((current) => current + 1)} disabled={page >= pages}>
            {t`Next`} <ChevronRightIcon className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  );
}
