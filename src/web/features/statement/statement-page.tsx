import { DateField } from '@web/components/date-field';
import { translateApiMessage } from '@web/i18n/i18n';
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import type { StatementRow } from '@shared/schemas/wallet';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { inputClass } from '@web/components/form-field';
import { ChevronLeftIcon, ChevronRightIcon, FileIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { entryDescription, subjectWords } from '@web/lib/entry-words';
import { STATEMENT_ERROR, statementPageSize, useStatement, type StatementFilter } from './api/statement';
import { defaultRange, entriesLine, formatRowDate } from './statement-dates';

/** What the entry was for, in the player's language. */
const remarkOf = (row: StatementRow) => subjectWords(row.subject);

function Amount({ value, tone }: { value: number; tone: string }) {
  return <span className={cx('tabular-nums', value > 0 ? tone : 'text-subtle')}>{value > 0 ? formatRupees(value) : '-'}</span>;
}

/** Small screens: one card per row, the amount and the running balance on the right. */
function StatementCards({ rows, offset }: { rows: StatementRow[]; offset: number }) {
  return (
    <ol className="divide-y divide-ink-700 sm:hidden" aria-label={t`Statement entries`}>
      {rows.map((row, index) => {
        const isCredit = row.credit > 0;
        return (
          <li key={row.id} className="flex gap-3 px-3 py-3">
            <span className="w-6 shrink-0 pt-0.5 text-xs tabular-nums text-subtle">{offset + index + 1}</span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-fg">{entryDescription(row)}</p>
              <p className="text-xs tabular-nums text-subtle">{formatRowDate(row.date)}</p>
              {remarkOf(row) ? <p className="mt-0.5 break-words text-xs text-muted">{remarkOf(row)}</p> : null}
            </div>
            <div className="shrink-0 text-right">
              <p className={cx('text-sm font-bold tabular-nums', isCredit ? 'text-success' : 'text-danger')}>
                {isCredit ? `+${formatRupees(row.credit)}` : `-${formatRupees(row.debit)}`}
              </p>
              <p className="text-xs tabular-nums text-muted">{t`Bal ${formatRupees(row.balance)}`}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function StatementTable({ rows, offset }: { rows: StatementRow[]; offset: number }) {
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="bg-ink-800 text-xs uppercase tracking-wider text-subtle">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t`No.`}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t`Date`}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t`Description`}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              {t`Credit`}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              {t`Debit`}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              {t`Balance`}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t`Remark`}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700">
          {rows.map((row, index) => (
            <tr key={row.id} className="hover:bg-ink-800/60">
              <td className="px-3 py-2.5 tabular-nums text-subtle">{offset + index + 1}</td>
              <td className="whitespace-nowrap px-3 py-2.5 tabular-nums text-muted">{formatRowDate(row.date)}</td>
              <td className="px-3 py-2.5 text-fg">{entryDescription(row)}</td>
              <td className="whitespace-nowrap px-3 py-2.5 text-right font-semibold">
                <Amount value={row.credit} tone="text-success" />
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 text-right font-semibold">
                <Amount value={row.debit} tone="text-danger" />
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 text-right font-bold tabular-nums text-fg">{formatRupees(row.balance)}</td>
              <td className="max-w-56 truncate px-3 py-2.5 text-xs text-muted" title={remarkOf(row)}>
                {remarkOf(row) || '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Account Statement (spec §2): every ledger movement of the main wallet with its running balance. */
export function AccountStatementPage() {
  const [draft, setDraft] = useState(defaultRange);
  const [filter, setFilter] = useState<StatementFilter>(() => ({ ...defaultRange(), page: 1 }));
  const [rangeError, setRangeError] = useState<string>();
  const statement = useStatement(filter);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError('The From date must be on or before the To date');
      return;
    }
    setRangeError(undefined);
    const isSameSearch = draft.from === filter.from && draft.to === filter.to && filter.page === 1;
    if (isSameSearch) void statement.refetch();
    else setFilter({ from: draft.from, to: draft.to, page: 1 });
  };

  const data = statement.data;
  const pageSize = data ? statementPageSize(data) : 25;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const goTo = (page: number) => setFilter((current) => ({ ...current, page }));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <PageHeader title={t`Account Statement`} icon={<FileIcon className="size-5" />} />

      <form noValidate onSubmit={onSearch} className="grid grid-cols-2 items-end gap-2 rounded-xl border border-ink-600 bg-ink-850 p-3 sm:flex sm:gap-3">
        <DateField
          label={t`From`}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(iso) => setDraft((current) => ({ ...current, from: iso }))}
          className="flex flex-col gap-1 text-xs font-medium text-muted"
          inputClassName={cx(inputClass, 'border-ink-600 sm:w-44')}
        />
        <DateField
          label={t`To`}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(iso) => setDraft((current) => ({ ...current, to: iso }))}
          className="flex flex-col gap-1 text-xs font-medium text-muted"
          inputClassName={cx(inputClass, 'border-ink-600 sm:w-44')}
        />
        <Button type="submit" size="lg" className="col-span-2 h-11 sm:w-36" isLoading={statement.isFetching && !statement.isPending}>
          {t`SEARCH`}
        </Button>
      </form>
      {rangeError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {translateApiMessage(rangeError)}
        </p>
      ) : null}

      <section className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850" aria-label={t`Statement`}>
        {statement.isPending ? (
          <LoadingState label={t`Loading statement...`} />
        ) : statement.isError ? (
          <ErrorState
            title={t`Failed to fetch account statement`}
            // The client's own English fallback says what the title says: only the server's words are shown below it.
            message={errorMessage(statement.error, STATEMENT_ERROR) === STATEMENT_ERROR ? undefined : errorMessage(statement.error, STATEMENT_ERROR)}
            onRetry={() => void statement.refetch()}
          />
        ) : data && data.rows.length > 0 ? (
          <div className={cx(statement.isPlaceholderData && 'opacity-60')}>
            <StatementCards rows={data.rows} offset={(filter.page - 1) * pageSize} />
            <StatementTable rows={data.rows} offset={(filter.page - 1) * pageSize} />
          </div>
        ) : (
          <p className="px-4 py-10 text-center text-sm text-muted">{t`No entries between these dates.`}</p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-700 px-3 py-3 text-xs text-muted">
          <span className="tabular-nums" data-testid="statement-entries">
            {entriesLine(filter.page, pageSize, data?.rows.length ?? 0, data?.total ?? 0)}
          </span>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => goTo(filter.page - 1)} disabled={filter.page <= 1 || statement.isFetching}>
              <ChevronLeftIcon className="size-4" /> {t`Previous`}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => goTo(filter.page + 1)} disabled={filter.page >= pages || statement.isFetching}>
              {t`Next`} <ChevronRightIcon className="size-4" />
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
