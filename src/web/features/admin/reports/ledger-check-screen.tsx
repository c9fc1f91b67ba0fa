import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { CheckIcon, CloseIcon, RefreshIcon } from '@web/components/icons';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useLedgerCheck, type LedgerCheck } from './ledger-api';
import { AdminPage, Panel } from '../shared/admin-ui';

type Figure = { label: string; value: string; isBad?: boolean; hint: string };

function figuresOf(check: LedgerCheck): Figure[] {
  return [
    {
      label: 'Sum of all balances',
      value: formatRupees(check.total_balance),
      isBad: check.total_balance !== 0,
      hint: 'Must be ₹0.00: every credit has its debit',
    },
    {
      label: 'Accounts off their transfers',
      value: String(check.mismatched_accounts),
      isBad: check.mismatched_accounts > 0,
      hint: 'Balance ≠ credits − debits',
    },
    {
      label: 'Negative player accounts',
      value: String(check.negative_player_accounts),
      isBad: check.negative_player_accounts > 0,
      hint: 'No player may go below zero',
    },
    {
      label: 'Broken balance chains',
      value: String(check.broken_chains),
      isBad: check.broken_chains > 0,
      hint: 'An entry’s balance before ≠ the previous balance after',
    },
    { label: 'Players hold', value: formatRupees(check.player_balance_total), hint: 'Main, bonus, exposure and holds' },
    { label: 'House holds', value: formatRupees(check.house_balance_total), hint: 'Cash, P&L, commission, bonus' },
    { label: 'Accounts', value: check.accounts.toLocaleString('en-IN'), hint: 'Player and house' },
    { label: 'Transfers', value: check.transfers.toLocaleString('en-IN'), hint: 'Every movement of money' },
  ];
}

/** Recomputes every ledger invariant on the server and shows whether the books balance. */
export function LedgerCheckScreen() {
  const check = useLedgerCheck();
  return (
    <AdminPage
      title="Ledger check"
      description="Recomputed from every transfer each time you run it."
      actions={
        <Button variant="secondary" onClick={() => void check.refetch()} disabled={check.isFetching}>
          <RefreshIcon className={cx('size-4', check.isFetching && 'animate-spin')} /> Run again
        </Button>
      }
    >
      {check.isPending ? <LoadingState label="Checking the ledger..." /> : null}
      {check.isError ? <ErrorState title="Failed to check the ledger" message={errorMessage(check.error, '')} onRetry={() => void check.refetch()} /> : null}
      {check.data ? (
        <>
          <div
            role="status"
            className={cx(
              'flex items-center gap-4 rounded-xl border p-5',
              check.data.balanced ? 'border-success/40 bg-success/10 text-success' : 'border-danger/50 bg-danger/10 text-danger',
            )}
          >
            <span className={cx('grid size-12 shrink-0 place-items-center rounded-full', check.data.balanced ? 'bg-success/20' : 'bg-danger/20')}>
              {check.data.balanced ? <CheckIcon className="size-7" /> : <CloseIcon className="size-7" />}
            </span>
            <div>
              <p className="text-xl font-bold">{check.data.balanced ? 'Balanced' : 'NOT balanced'}</p>
              <p className="text-sm text-muted">
                {check.data.balanced ? 'Every invariant holds.' : 'At least one invariant is broken. Stop decisions and investigate.'}
              </p>
            </div>
          </div>
          <Panel title="Figures">
            <dl className="grid grid-cols-2 gap-px bg-ink-700/60 lg:grid-cols-4">
              {figuresOf(check.data).map((figure) => (
                <div key={figure.label} className="bg-ink-850 p-4">
                  <dt className="text-xs text-subtle">{figure.label}</dt>
                  <dd className={cx('mt-1 break-all text-lg font-bold tabular-nums sm:text-xl', figure.isBad ? 'text-danger' : 'text-fg')}>{figure.value}</dd>
                  <dd className="mt-0.5 text-[11px] text-subtle">{figure.hint}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        </>
      ) : null}
    </AdminPage>
  );
}
