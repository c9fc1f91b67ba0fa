import { useState } from 'react';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { LEDGER_PAGE_SIZE, usePlayerLedger } from '../api/ledger';
import { AdminPage, formatDateTime, Panel, tdClass, thClass } from './admin-ui';
import { Pager } from './payment-queue-ui';
import { usePlayerIdPicker } from './player-id-picker';

const accountLabels: Record<string, string> = { main: 'Main', bonus: 'Bonus', exposure: 'Exposure', withdrawal_hold: 'Withdrawal hold' };

/** One player's ledger: each account's balance and every entry on it, newest first. */
export function PlayerLedgerScreen() {
  const [page, setPage] = useState(1);
  const { userId, picker } = usePlayerIdPicker('Show ledger', () => setPage(1));
  const ledger = usePlayerLedger(userId, page);

  return (
    <AdminPage
      title="Player ledger"
      description="Every transfer on a player’s accounts, with the balance before and after. Open it from a deposit or withdrawal, or by player id."
    >
      {picker}

      {userId === undefined ? null : ledger.isPending ? (
        <LoadingState label="Loading ledger..." />
      ) : ledger.isError ? (
        <ErrorState title="Failed to load the player ledger" message={errorMessage(ledger.error, '')} onRetry={() => void ledger.refetch()} />
      ) : ledger.data.accounts.length === 0 ? (
        <EmptyState title={`Player ${userId} has no ledger accounts`} hint="Accounts open with the first movement of money." />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            {ledger.data.accounts.map((account) => (
              <div key={account.id} className="rounded-xl border border-ink-600 bg-ink-850 p-3">
                <p className="text-xs text-subtle">
                  {accountLabels[account.kind] ?? account.kind} <span className="text-ink-400">#{account.id}</span>
                </p>
                <p className="mt-1 text-lg font-bold tabular-nums text-fg">{formatRupees(account.balance)}</p>
              </div>
            ))}
          </div>
          <Panel title={`Entries · player ${userId}`}>
            {ledger.data.entries.length === 0 ? (
              <EmptyState title="No entries yet" />
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[880px] text-left text-sm">
                  <thead className="border-b border-ink-700">
                    <tr>
                      <th className={thClass}>Transfer</th>
                      <th className={thClass}>Time</th>
                      <th className={thClass}>Kind</th>
                      <th className={thClass}>Account</th>
                      <th className={`${thClass} text-right`}>Amount</th>
                      <th className={`${thClass} text-right`}>Before → after</th>
                      <th className={thClass}>Counterparty</th>
                      <th className={thClass}>Reference</th>
                    </tr>
                  </thead>
                  <tbody className={cx('divide-y divide-ink-700/60', ledger.isPlaceholderData && 'opacity-60')}>
                    {ledger.data.entries.map((entry) => (
                      <tr key={`${entry.transfer_id}-${entry.account}-${entry.direction}`}>
                        <td className={`${tdClass} font-mono text-xs text-subtle`}>#{entry.transfer_id}</td>
                        <td className={`${tdClass} whitespace-nowrap text-muted`}>{formatDateTime(entry.created_at)}</td>
                        <td className={`${tdClass} font-mono text-xs`}>{entry.kind}</td>
                        <td className={tdClass}>{accountLabels[entry.account] ?? entry.account}</td>
                        <td
                          className={cx(
                            tdClass,
                            'whitespace-nowrap text-right font-semibold tabular-nums',
                            entry.direction === 'credit' ? 'text-success' : 'text-danger',
                          )}
                        >
                          {entry.direction === 'credit' ? '+' : '−'}
                          {formatRupees(entry.amount)}
                        </td>
                        <td className={`${tdClass} whitespace-nowrap text-right tabular-nums text-muted`}>
                          {formatRupees(entry.balance_before)} → <span className="text-fg">{formatRupees(entry.balance_after)}</span>
                        </td>
                        <td className={`${tdClass} text-xs text-muted`}>{entry.counterparty}</td>
                        <td className={`${tdClass} font-mono text-xs text-subtle`}>{entry.reference}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={page} pageSize={LEDGER_PAGE_SIZE} total={ledger.data.total} onPage={setPage} isBusy={ledger.isFetching} />
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
