import { msg, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/button';
import { inputClass } from '@web/components/form-field';
import { ListIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useOpenBets } from './api/open-bets';
import { todayInIndia } from '@web/lib/india-dates';
import { OpenBetList, splitOpenBets } from './open-bet-list';
import { PeriodFields } from './period-fields';

// Open Bets (spec §2): from and to default to today, a type select, APPLY; the unmatched bets
// (cancellable) and the matched ones, from GET /api/bets/user. The columns may shrink (minmax 0):
// a long selection name is cut short, never pushing Edit and Cancel off a phone's screen.

const types = [
  { value: 'all', label: msg`All Bets` },
  { value: 'unmatched', label: msg`Unmatched` },
  { value: 'matched', label: msg`Matched` },
] as const;
type OpenBetType = (typeof types)[number]['value'];

const isOpenBetType = (value: string): value is OpenBetType => types.some((type) => type.value === value);

export function OpenBetsPage() {
  const today = todayInIndia();
  const [form, setForm] = useState({ from: today, to: today, type: 'all' as OpenBetType });
  const [applied, setApplied] = useState(form);
  const bets = useOpenBets({ from: applied.from || undefined, to: applied.to || undefined });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(form);
  };

  const { unmatched, matched } = splitOpenBets(bets.data ?? []);
  const showUnmatched = applied.type !== 'matched';
  const showMatched = applied.type !== 'unmatched';

  return (
    <div className="mx-auto max-w-4xl px-3 py-4 sm:px-4">
      <PageHeader title={t`Open Bets`} icon={<ListIcon className="size-5" />} />
      <form
        onSubmit={apply}
        className="mb-4 grid grid-cols-2 gap-2 rounded-xl border border-ink-600 bg-ink-850 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        <PeriodFields from={form.from} to={form.to} onChange={(change) => setForm({ ...form, ...change })} inputClassName={`${inputClass} border-ink-600`} />
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          {t`Type`}
          <select
            value={form.type}
            onChange={(event) => {
              const value = event.target.value;
              if (isOpenBetType(value)) setForm({ ...form, type: value });
            }}
            className={`${inputClass} border-ink-600`}
          >
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {t(type.label)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" className="h-11 self-end">
          {t`APPLY`}
        </Button>
      </form>

      {bets.isPending ? <LoadingState label={t`Loading open bets...`} /> : null}
      {bets.isError ? (
        <ErrorState title={t`Failed to load open bets`} message={errorMessage(bets.error, t`Please try again.`)} onRetry={() => void bets.refetch()} />
      ) : null}
      {bets.isSuccess ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {showUnmatched ? (
            <section aria-labelledby="open-unmatched" className="min-w-0">
              <h2 id="open-unmatched" className="mb-2 text-sm font-bold uppercase tracking-wider text-warning">
                {t`Unmatched (${unmatched.length})`}
              </h2>
              {unmatched.length === 0 ? <EmptyState title={t`No unmatched bets`} /> : <OpenBetList bets={unmatched} part="unmatched" />}
            </section>
          ) : null}
          {showMatched ? (
            <section aria-labelledby="open-matched" className="min-w-0">
              <h2 id="open-matched" className="mb-2 text-sm font-bold uppercase tracking-wider text-back">
                {t`Matched (${matched.length})`}
              </h2>
              {matched.length === 0 ? <EmptyState title={t`No matched bets`} /> : <OpenBetList bets={matched} part="matched" />}
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
