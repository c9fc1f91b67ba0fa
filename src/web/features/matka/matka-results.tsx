import { t } from '@lingui/core/macro';
import { NOT_YET_DECLARED } from '@shared/schemas/matka';
import { cx } from '@web/components/cx';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useMatkaResults } from './api/matka';

// The Matka Result tab: each market with its Today and Yesterday rows of Open, Close and Jodi;
// 'NYD' (not yet declared) until the operator declares them.

const cell = (value: string) => (
  <td className={cx('px-2 py-2 text-center font-mono tabular-nums', value === NOT_YET_DECLARED ? 'text-subtle' : 'font-bold text-gold-400')}>{value}</td>
);

export function MatkaResults() {
  const results = useMatkaResults();
  if (results.isPending) return <LoadingState label={t`Loading results...`} />;
  if (results.isError)
    return <ErrorState title={t`Failed to load matka results`} message={errorMessage(results.error, '')} onRetry={() => void results.refetch()} />;
  if (results.data.length === 0) return <EmptyState title={t`No results yet`} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {results.data.map((market) => (
        <li key={market.id} className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850">
          <h3 className="border-b border-ink-700 bg-ink-800/70 px-3 py-2 text-sm font-black uppercase tracking-wide text-fg">{market.name}</h3>
          <table className="w-full text-sm" aria-label={t`${market.name} results`}>
            <thead className="text-[11px] uppercase tracking-wider text-subtle">
              <tr>
                <th scope="col" className="px-3 py-1.5 text-left font-semibold">
                  {t`Day`}
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  {t({ message: 'Open', context: 'matka session' })}
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  {t({ message: 'Close', context: 'matka session' })}
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Jodi
                </th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ['today', t`Today`, market.today],
                  ['yesterday', t`Yesterday`, market.yesterday],
                ] as const
              ).map(([key, day, row]) => (
                <tr key={key} className="border-t border-ink-700/60">
                  <th scope="row" className="px-3 py-2 text-left font-semibold text-muted">
                    {day}
                  </th>
                  {cell(row.open)}
                  {cell(row.close)}
                  {cell(row.jodi)}
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}
