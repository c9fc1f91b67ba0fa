import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { buttonClass } from '@web/components/button';
import { LockIcon, PlusIcon } from '@web/components/icons';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { LOAD_ACCOUNTS_ERROR, useWithdrawalAccounts } from '@web/lib/withdrawal-accounts';
import { useWithdrawPasswordStatus } from '@web/lib/withdraw-password';
import { AccountDetails } from './account-details';

/** The withdrawal accounts with their Active/Inactive badges (wallet Settings tab). */
export function AccountsOverview() {
  const accounts = useWithdrawalAccounts();
  const withdrawPassword = useWithdrawPasswordStatus();
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
      <div className="flex flex-wrap gap-2">
        <Link to="/add-account" className={buttonClass('secondary', 'md')}>
          <PlusIcon className="size-4" /> {t`Add Account`}
        </Link>
        <Link to="/withdraw-password" className={buttonClass('secondary', 'md')}>
          <LockIcon className="size-4" /> {withdrawPassword.data?.is_set === false ? t`Set withdrawal password` : t`Change withdrawal password`}
        </Link>
      </div>
    </div>
  );
}
