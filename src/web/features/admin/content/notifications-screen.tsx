import { useState, type FormEvent } from 'react';
import type { AdminNotification, NotificationTranslations } from '@shared/schemas/content';
import { notificationAudiences, notificationMessageSchema, notificationTranslationsSchema } from '@shared/schemas/content';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminNotifications, useCreateNotification, useDeleteNotification, useReorderNotifications, useUpdateNotification } from './notifications-api';
import { AdminPage, Panel, StatusBadge } from '../shared/admin-ui';
import { OrderedRowActions } from './ordered-row-actions';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { allVersions, TranslationsFields, writtenIn } from './translations-fields';

function MessageForm({
  initial = '',
  initialTranslations = {},
  submitLabel,
  isPending,
  onSubmit,
}: {
  initial?: string;
  initialTranslations?: NotificationTranslations;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (message: string, translations: NotificationTranslations, reset: () => void) => void;
}) {
  const [message, setMessage] = useState(initial);
  const [translations, setTranslations] = useState<NotificationTranslations>(initialTranslations);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = notificationMessageSchema.safeParse(message);
    const versions = notificationTranslationsSchema.safeParse(translations);
    if (!parsed.success || !versions.success) {
      setError((parsed.error ?? versions.error)?.issues[0]?.message);
      return;
    }
    onSubmit(parsed.data, allVersions(versions.data), () => {
      setMessage('');
      setTranslations({});
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={`message-${submitLabel}`} className="text-sm font-medium text-muted">
        Message
      </label>
      <textarea
        id={`message-${submitLabel}`}
        value={message}
        maxLength={500}
        rows={3}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        className="w-full rounded-lg border border-ink-600 bg-ink-900 p-3 text-sm text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60"
      />
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs tabular-nums text-subtle">{message.length}/500</span>
        {error ? <span className="text-xs font-medium text-danger">{error}</span> : null}
      </div>
      <TranslationsFields
        word="message"
        legend="In the players' other languages (optional: where empty, players read the English)"
        value={translations}
        maxLength={500}
        isMultiline
        onChange={(next) => {
          setTranslations(next);
          setError(undefined);
        }}
      />
      <Button type="submit" className="self-start" isLoading={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}

export function NotificationsScreen() {
  const notifications = useAdminNotifications();
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const reorder = useReorderNotifications();
  const remove = useDeleteNotification();
  const [editing, setEditing] = useState<AdminNotification>();
  const [deleting, setDeleting] = useState<AdminNotification>();
  const fail = (fallback: string) => (failure: unknown) => showToast('error', errorMessage(failure, fallback));
  const ids = notifications.data?.map((item) => item.id) ?? [];

  return (
    <AdminPage title="Notifications" description="The ticker under the header shows active messages one at a time, in this order.">
      <Panel title="New message">
        <div className="p-4">
          <MessageForm
            submitLabel="Add message"
            isPending={create.isPending}
            onSubmit={(message, translations, reset) =>
              create.mutate(
                { message, translations, is_active: true },
                {
                  onSuccess: () => {
                    reset();
                    showToast('success', 'Notification created');
                  },
                  onError: fail('Failed to create notification'),
                },
              )
            }
          />
        </div>
      </Panel>
      <Panel title="Ticker">
        {notifications.isPending ? <LoadingState /> : null}
        {notifications.isError ? (
          <ErrorState title="Failed to load notifications" message={errorMessage(notifications.error, '')} onRetry={() => void notifications.refetch()} />
        ) : null}
        {notifications.isSuccess && notifications.data.length === 0 ? (
          <EmptyState title="No messages yet" hint="Without one, the ticker shows the standard market message." />
        ) : null}
        {notifications.isSuccess && notifications.data.length > 0 ? (
          <ol className="divide-y divide-ink-700/60">
            {notifications.data.map((item, position) => (
              <li key={item.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                <span className="hidden w-6 text-center text-sm font-bold tabular-nums text-subtle sm:block">{position + 1}</span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-fg">{item.message}</p>
                  <p className="text-xs text-subtle">{writtenIn(item.translations)}</p>
                </div>
                <div className="flex items-center gap-1">
                  <select
                    aria-label={`Who sees: ${item.message}`}
                    value={item.audience}
                    disabled={update.isPending}
                    onChange={(event) => {
                      const audience = notificationAudiences.find((each) => each === event.target.value);
                      if (audience) update.mutate({ id: item.id, audience }, { onError: fail('Failed to update notification') });
                    }}
                    className="h-8 rounded-md border border-ink-600 bg-ink-900 px-2 text-xs text-fg"
                  >
                    <option value="everyone">Everyone</option>
                    <option value="visitors">Visitors only</option>
                    <option value="players">Signed-in players only</option>
                  </select>
                  <StatusBadge isActive={item.is_active} />
                  <OrderedRowActions
                    ids={ids}
                    id={item.id}
                    labels={{ up: 'Move up', down: 'Move down', edit: 'Edit message', remove: 'Delete message' }}
                    isActive={item.is_active}
                    isReordering={reorder.isPending}
                    isUpdating={update.isPending}
                    onReorder={(order) => reorder.mutate(order, { onError: fail('Failed to reorder notifications') })}
                    onEdit={() => setEditing(item)}
                    onToggle={() => update.mutate({ id: item.id, is_active: !item.is_active }, { onError: fail('Failed to update notification') })}
                    onRemove={() => setDeleting(item)}
                  />
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </Panel>

      <Dialog isOpen={editing !== undefined} onClose={() => setEditing(undefined)} title="Edit message">
        {editing ? (
          <MessageForm
            key={editing.id}
            initial={editing.message}
            initialTranslations={editing.translations}
            submitLabel="Save changes"
            isPending={update.isPending}
            onSubmit={(message, translations) =>
              update.mutate(
                { id: editing.id, message, translations },
                {
                  onSuccess: () => {
                    setEditing(undefined);
                    showToast('success', 'Notification updated');
                  },
                  onError: fail('Failed to update notification'),
                },
              )
            }
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        isOpen={deleting !== undefined}
        title="Delete message"
        message="Delete this ticker message? It stops showing at once."
        confirmLabel="Delete"
        isPending={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(undefined);
              showToast('success', 'Notification deleted');
            },
            onError: fail('Failed to delete notification'),
          });
        }}
      />
    </AdminPage>
  );
}
