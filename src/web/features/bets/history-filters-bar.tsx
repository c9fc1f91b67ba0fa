import { t } from '@lingui/core/macro';
import { inputClass } from '@web/components/form-field';
import { cx } from '@web/components/cx';
import { historyStatuses, sportTypes, timeFilters, type HistoryForm, type HistoryStatus, type TimeFilter } from './history-filters';
import { PeriodFields } from './period-fields';

// Bet History's filters: date range and type (sent to the server), search on event and
// selection, status and time.

type HistoryFiltersBarProps = { form: HistoryForm; onChange: (change: Partial<HistoryForm>) => void };

const filterLabels = (): Record<HistoryStatus | TimeFilter, string> => ({
  all: t`All`,
  won: t`Won`,
  lost: t`Lost`,
  pending: t`Pending`,
  today: t`Today`,
  week: t`This Week`,
  month: t`This Month`,
});

const fieldClass = `${inputClass} h-10 border-ink-600 text-sm`;

function pick<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

export function HistoryFiltersBar({ form, onChange }: HistoryFiltersBarProps) {
  return (
    <div className="grid grid-cols-2 gap-2 rounded-xl border border-ink-600 bg-ink-850 p-3 md:grid-cols-3 xl:grid-cols-6">
      <PeriodFields from={form.from ?? ''} to={form.to ?? ''} onChange={onChange} inputClassName={fieldClass} />
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        {t`Type`}
        <select value={form.sport} onChange={(event) => onChange({ sport: event.target.value })} className={fieldClass}>
          {sportTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {t(type.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        {t`Status`}
        <select
          value={form.status}
          onChange={(event) => {
            const status = pick(historyStatuses, event.target.value);
            if (status) onChange({ status });
          }}
          className={fieldClass}
        >
          {historyStatuses.map((status) => (
            <option key={status} value={status}>
              {filterLabels()[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-muted md:col-span-2 xl:col-span-2">
        {t`Search`}
        <input
          type="search"
          value={form.search}
          placeholder={t`Search event or selection`}
          onChange={(event) => onChange({ search: event.target.value })}
          className={fieldClass}
        />
      </label>
      <div role="group" aria-label={t`Time`} className="col-span-2 flex gap-1 md:col-span-3 xl:col-span-6">
        {timeFilters.map((time) => (
          <button
            key={time}
            type="button"
            aria-pressed={form.time === time}
            onClick={() => onChange({ time })}
            className={cx(
              'h-8 flex-1 rounded-lg text-xs font-semibold transition',
              form.time === time ? 'bg-lotus-500/20 text-lotus-300 ring-1 ring-lotus-500/50' : 'bg-ink-800 text-muted hover:text-fg',
            )}
          >
            {filterLabels()[time]}
          </button>
        ))}
      </div>
    </div>
  );
}
