import { useState } from 'react';
import { Button } from '@web/components/button';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/audit-log';
import { AdminPage, formatDateTime, Panel, tableClass, tdClass, thClass } from './admin-ui';

function describeDetails(details: Record<string, unknown>): string {
  const text = JSON.stringify(details);
  return text === '{}' ? '' : text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

export function AuditLogScreen() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <AdminPage title="Audit log" description="Every operator action, newest first.">
      <Panel>
        {log.isPending ? <LoadingState /> : null}
        {log.isError ? <ErrorState title="Failed to load the audit log" message={errorMessage(log.error, '')} onRetry={() => void log.refetch()} /> : null}
        {log.isSuccess && log.data.entries.length === 0 ? <EmptyState title="No operator actions yet" /> : null}
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
                    <td className={`${tdClass} text-fg`}>{entry.actor_username ?? '—'}</td>
                    <td className={tdClass}>
                      <span className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-xs text-lotus-300">{entry.action}</span>
                    </td>
                    <td className={`${tdClass} text-muted`}>
                      {entry.target_type}
                      {entry.target_id ? ` #${entry.target_id}` : ''}
                    </td>
                    <td className={`${tdClass} max-w-xs truncate font-mono text-xs text-subtle`}>{describeDetails(entry.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {log.isSuccess && pages > 1 ? (
          <div className="flex items-center justify-between border-t border-ink-700 px-4 py-3 text-sm text-muted">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((value) => value - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((value) => value + 1)}>
              Next
            </Button>
          </div>
        ) : null}
      </Panel>
    </AdminPage>
  );
}
