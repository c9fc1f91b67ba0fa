import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { walletMessages, type WithdrawalAccount } from '@shared/schemas/wallet';
import { Button, buttonClass } from '@web/components/button';
import { cx } from '@web/components/cx';
import { Dialog } from '@web/components/dialog';
import { PlusIcon, TrashIcon } from '@web/components/icons';
import { showToast } from '@web/components/toast';
import { getToken } from '@web/lib/session';
import { DELETE_ACCOUNT_SIGNED_OUT, deleteAccountErrorMessage, useDeleteAccount } from '@web/lib/withdrawal-accounts';
import { AccountDetails } from './account-details';

export const DELETE_CONFIRM = 'Are you sure you want to delete this account?';

/**
 * Spec §4: the first account is selected by default; deleting the selected one selects the
 * first remaining one, or none. Only active accounts can be chosen.
 */
export function effectiveAccountId(accounts: WithdrawalAccount[], selectedId: number | undefined): number | undefined {
  const usable = accounts.filter((account) => account.is_active);
  return (usable.find((account) => account.id === selectedId) ?? usable[0])?.id;
}

type AccountPickerProps = { accounts: WithdrawalAccount[]; selectedId: number | undefined; onSelect: (id: number) => void };

/** The withdrawal accounts as a radio list, each with a delete button that asks first. */
export function AccountPicker({ accounts, selectedId, onSelect }: AccountPickerProps) {
  const remove = useDeleteAccount();
  const [pendingDelete, setPendingDelete] = useState<WithdrawalAccount>();
  const inFlight = useRef(false);

  const confirmDelete = () => {
    // A second click can arrive before isPending re-renders: the ref stops it at once.
    if (!pendingDelete || inFlight.current) return;
    // Spec §8: the session may have ended in another tab since the page loaded.
    if (!getToken()) {
      setPendingDelete(undefined);
      showToast('error', DELETE_ACCOUNT_SIGNED_OUT);
      return;
    }
    inFlight.current = true;
    remove.mutate(pendingDelete.id, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: (message) => {
        setPendingDelete(undefined);
        showToast('success', message || walletMessages.accountDeleted);
      },
      onError: (failure) => {
        setPendingDelete(undefined);
        showToast('error', deleteAccountErrorMessage(failure));
      },
    });
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 flex w-full items-center justify-between text-sm font-medium text-muted">{t`Withdrawal Account`}</legend>
      {accounts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-500 bg-ink-900 px-4 py-5 text-center text-sm text-muted">
          {t`No withdrawal account yet. Add the bank account you deposit from.`}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {accounts.map((account) => {
            const isSelected = account.id === selectedId;
            return (
              <li
                key={account.id}
                className={cx(
                  'flex items-center gap-2 rounded-xl border p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-lotus-400',
                  isSelected ? 'border-lotus-400/70 bg-lotus-500/10' : 'border-ink-600 bg-ink-900',
                  !account.is_active && 'opacity-60',
                )}
              >
                <label className={cx('flex min-w-0 flex-1 items-center gap-3', account.is_active ? 'cursor-pointer' : 'cursor-not-allowed')}>
                  <input
                    type="radio"
                    name="withdrawal-account"
                    value={account.id}
                    checked={isSelected}
                    disabled={!account.is_active}
                    onChange={() => onSelect(account.id)}
                    className="size-4 shrink-0 accent-lotus-500"
                    aria-label={`${account.bank_name} ${account.account_number}`}
                  />
                  <AccountDetails account={account} />
                </label>
                <button
                  type="button"
                  onClick={() => setPendingDelete(account)}
                  className="shrink-0 rounded-lg p-2 text-muted hover:bg-danger/10 hover:text-danger"
                  aria-label={t`Delete account ${account.account_number}`}
                >
                  <TrashIcon className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/add-account" className={buttonClass('secondary', 'md', 'self-start')}>
        <PlusIcon className="size-4" /> {t`Add New Account`}
      </Link>

      <Dialog isOpen={pendingDelete !== undefined} onClose={() => (remove.isPending ? undefined : setPendingDelete(undefined))} title={t`Delete account`}>
        <p className="text-sm text-muted">{DELETE_CONFIRM}</p>
        {pendingDelete ? (
          <div className="mt-3 rounded-xl bg-ink-800 p-3 ring-1 ring-ink-600">
            <AccountDetails account={pendingDelete} />
          </div>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setPendingDelete(undefined)} disabled={remove.isPending}>
            {t`Cancel`}
          </Button>
          <Button variant="danger" onClick={confirmDelete} isLoading={remove.isPending}>
            {t`Delete`}
          </Button>
        </div>
      </Dialog>
    </fieldset>
  );
}
