import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { SMS_PAGE_SIZE, useSmsOutbox } from './sms-outbox-api';
import { AdminPage, formatDateTime, Pager, Panel, tableClass, tdClass, thClass } from '../shared/admin-ui';

/** The text messages the outbox gateway "sent" (the demo and tests have no SMS provider), newest first. */
export function SmsOutboxScreen() {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState('');
  const outbox = useSmsOutbox(page, phone);
  const pages = outbox.data ? Math.max(1, Math.ceil(outbox.data.total / SMS_PAGE_SIZE)) : 1;

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setPhone(typed.trim());
  };

  return (
    <AdminPage
      title="SMS outbox"
      description="Text messages to players (password reset codes) when no SMS provider is configured: they are kept here instead of being sent."
    >
      <form onSubmit={onFilter} className="mb-4 flex flex-wrap items-end gap-3">
        <TextField label="Phone number" type="tel" inputMode="tel" value={typed} onChange={(event) => setTyped(event.target.value)} className="w-60" />
        <Button type="submit" variant="secondary" className="h-11">
          Filter
        </Button>
      </form>
      <Panel>
        {outbox.isPending ? <LoadingState /> : null}
        {outbox.isError ? (
          <ErrorState title="Failed to load the SMS outbox" message={errorMessage(outbox.error, '')} onRetry={() => void outbox.refetch()} />
        ) : null}
        {outbox.isSuccess && outbox.data.messages.length === 0 ? <EmptyState title="No messages" /> : null}
        {outbox.isSuccess && outbox.data.messages.length > 0 ? (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="SMS messages">
            <table className={tableClass}>
              <thead className="border-b border-ink-700">
                <tr>
                  <th className={thClass}>Time (IST)</th>
                  <th className={thClass}>To</th>
                  <th className={thClass}>Message</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-700/60">
                {outbox.data.messages.map((message) => (
                  <tr key={message.id}>
                    <td className={`${tdClass} whitespace-nowrap text-muted`}>{formatDateTime(message.created_at)}</td>
                    <td className={`${tdClass} whitespace-nowrap font-mono text-fg`}>+91 {message.to}</td>
                    <td className={`${tdClass} min-w-72 text-fg`}>{message.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {outbox.isSuccess ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      </Panel>
    </AdminPage>
  );
}
