import { useState, type FormEvent } from 'react';
import { describeAuditDetails } from '@shared/audit-details';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { AUDIT_PAGE_SIZE, auditQuery, useAuditLog, type AuditFilters } from './audit-log-api';
import { AdminPage, formatDateTime, Pager, Panel, tableClass, tdClass, thClass } from '../shared/admin-ui';
import { CsvButton } from '../shared/csv-button';

const sources = [
  { value: 'people', label: 'People' },
  { value: 'automated', label: 'Automated (feed)' },
  { value: '', label: 'All' },
] as const;

const fields: Array<{ name: Exclude<keyof AuditFilters, 'source'>; label: string; type?: string; inputMode?: 'numeric'; placeholder?: string }> = [
  { name: 'actor_id', label: 'Operator id', inputMode: 'numeric' },
  { name: 'action', label: 'Action', placeholder: 'e.g. withdrawal.pay' },
  { name: 'target_type', label: 'Target type', placeholder: 'e.g. player' },
  { name: 'target_id', label: 'Target id' },
  { name: 'from', label: 'From (IST)', type: 'date' },
  { name: 'to', label: 'To (IST)', type: 'date' },
];

/**
 * Every operator action, newest first, filtered by operator, action, target and days; details in
 * words. People's actions and the feed's automated entries are apart: people's show first.
 */
export function AuditLogScreen() {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState<AuditFilters>({ source: 'people' });
  const [filters, setFilters] = useState<AuditFilters>({ source: 'people' });
  const log = useAuditLog(page, AUDIT_PAGE_SIZE, filters);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters(typed);
  };

  return (
    <AdminPage
      title="Audit log"
      description="Every operator action and every automated entry of the feed, newest first."
      actions={<CsvButton path="/api/admin/audit-log" query={auditQuery(filters)} />}
    >
      <div role="group" aria-label="Whose entries" className="flex flex-wrap gap-1">
        {sources.map((source) => (
          <button
            key={source.value}
            type="button"
            aria-pressed={(filters.source ?? '') === source.value}
            onClick={() => {
              setPage(1);
              setTyped((current) => ({ ...current, source: source.value }));
              setFilters((current) => ({ ...current, source: source.value }));
            }}
            className={
              (filters.source ?? '') === source.value
                ? 'h-9 rounded-md bg-gold-400 px-3 text-xs font-bold text-ink-950'
                : 'h-9 rounded-md bg-ink-800 px-3 text-xs font-bold text-muted ring-1 ring-ink-600 hover:text-fg'
            }
          >
            {source.label}
          </button>
        ))}
      </div>
      <form onSubmit={onFilter} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-7" aria-label="Filter the audit log">
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            placeholder={field.placeholder}
            value={typed[field.name] ?? ''}
            onChange={(event) => setTyped((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
        <Button type="submit" variant="secondary" className="col-span-2 h-11 sm:col-span-1">
          Filter
        </Button>
      </form>
      <Panel>
        {log.isPending ? <LoadingState /> : null}
        {log.isError ? <ErrorState title="Failed to load the audit log" message={errorMessage(log.error, '')} onRetry={() => void log.refetch()} /> : null}
        {log.isSuccess && log.data.entries.length === 0 ? (
          <EmptyState title={filters.source === 'automated' ? 'No automated entries' : 'No operator actions'} />
        ) : null}
        {log.isSuccess && log.data.entries.length > 0 ? (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Audit log entries">
            <table className={tableClass}>
              <thead className="border-b border-ink-700">
                <tr>
                  <th className={thClass}>Time (IST)</th>
                  <th className={thClass}>Operator</th>
                  <th className={thClass}>Action</th>
                  <th className={thClass}>Target</th>
                  <th className={thClass}>Details</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-700/60">
                {log.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${tdClass} whitespace-nowrap text-muted`}>{formatDateTime(entry.created_at)}</td>
                    <td className={`${tdClass} text-fg`}>{entry.actor_username ?? <span className="text-subtle">Automated (feed)</span>}</td>
                    <td className={tdClass}>
                      <span className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-xs text-lotus-300">{entry.action}</span>
                    </td>
                    <td className={`${tdClass} whitespace-nowrap text-muted`}>
                      {entry.target_type}
                      {entry.target_id ? ` #${entry.target_id}` : ''}
                    </td>
                    <td className={`${tdClass} min-w-64 text-xs text-muted`}>{describeAuditDetails(entry.details) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {log.isSuccess ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      </Panel>
    </AdminPage>
  );
}
