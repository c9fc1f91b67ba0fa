import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { buttonClass } from '@web/components/button';
import { PlusIcon } from '@web/components/icons';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { LOAD_ACCOUNTS_ERROR, useWithdrawalAccounts } from '@web/lib/withdrawal-accounts';
import { AccountDetails } from './account-details';

/** The withdrawal accounts with their Active/Inactive badges (wallet Settings tab). */
export function AccountsOverview() {
  const accounts = useWithdrawalAccounts();
  if (accounts.isPending) return <LoadingState label={t`Loading accounts...`} />;
  if (accounts.isError)
    return <ErrorState title={LOAD_ACCOUNTS_ERROR} message={errorMessage(accounts.error, LOAD_ACCOUNTS_ERROR)} onRetry={() => void accounts.refetch()} />;
  return (
    <div className="flex flex-col gap-2">
      {accounts.data.length === 0 ? (
        <EmptyState title={t`No withdrawal accounts yet`} hint={t`Add the bank account you deposit from to withdraw your winnings.`} />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t`Withdrawal accounts`}>
          {accounts.data.map((account) => (
            <li key={account.id} className="rounded-xl bg-ink-800 p-3 ring-1 ring-ink-600">
              <AccountDetails account={account} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/add-account" className={buttonClass('secondary', 'md', 'self-start')}>
        <PlusIcon className="size-4" /> {t`Add Account`}
      </Link>
    </div>
  );
}
