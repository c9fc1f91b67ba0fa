import { useState } from 'react';
import type { PaymentOptionInput } from '@shared/schemas/wallet';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { Dialog } from '@web/components/dialog';
import { ArrowDownIcon, ArrowUpIcon, EditIcon, PlusIcon, TrashIcon } from '@web/components/icons';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import {
  useAdminPaymentOptions,
  useCreatePaymentOption,
  useDeletePaymentOption,
  useReorderPaymentOptions,
  useUpdatePaymentOption,
  type AdminPaymentOption,
} from './payment-options-api';
import { AdminPage, IconButton, moveId, Panel, StatusBadge } from '../shared/admin-ui';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { PaymentOptionForm } from './payment-option-form';

function details(option: AdminPaymentOption): string {
  if (option.type === 'upi') return [option.upiId, option.accountHolder].filter(Boolean).join(' · ');
  return [option.accountHolder, option.bankName, option.accountNumber, option.ifsc].filter(Boolean).join(' · ');
}

type Editing = { option: AdminPaymentOption | undefined };

/** Where players send deposits: create, edit, enable or disable, and order the options. */
export function PaymentOptionsScreen() {
  const options = useAdminPaymentOptions();
  const create = useCreatePaymentOption();
  const update = useUpdatePaymentOption();
  const reorder = useReorderPaymentOptions();
  const remove = useDeletePaymentOption();
  const [editing, setEditing] = useState<Editing>();
  const [formError, setFormError] = useState<string>();
  const [deleting, setDeleting] = useState<AdminPaymentOption>();
  const isBusy = update.isPending || reorder.isPending || remove.isPending;
  const list = options.data ?? [];

  const save = (input: PaymentOptionInput) => {
    const handlers = {
      onSuccess: () => {
        showToast('success', editing?.option ? 'Payment option updated' : 'Payment option created');
        setEditing(undefined);
      },
      onError: (failure: unknown) => setFormError(errorMessage(failure, 'Failed to save payment option')),
    };
    if (editing?.option) update.mutate({ id: editing.option.id, patch: input }, handlers);
    else create.mutate(input, handlers);
  };

  const move = (id: number, step: -1 | 1) => {
    const order = moveId(
      list.map((option) => option.id),
      id,
      step,
    );
    const changes = order.flatMap((optionId, index) => {
      const option = list.find((item) => item.id === optionId);
      return option && option.sort_order !== index * 10 ? [{ id: optionId, sort_order: index * 10 }] : [];
    });
    reorder.mutate(changes, { onError: (failure) => showToast('error', errorMessage(failure, 'Failed to reorder payment options')) });
  };

  const toggle = (option: AdminPaymentOption) =>
    update.mutate(
      { id: option.id, patch: { is_enabled: !option.is_enabled } },
      {
        onSuccess: () => showToast('success', option.is_enabled ? `${option.label} disabled` : `${option.label} enabled`),
        onError: (failure) => showToast('error', errorMessage(failure, 'Failed to update payment option')),
      },
    );

  const open = (option: AdminPaymentOption | undefined) => {
    setFormError(undefined);
    setEditing({ option });
  };

  return (
    <AdminPage
      title="Payment options"
      description="Players see the enabled options, in this order, on the deposit page."
      actions={
        <Button onClick={() => open(undefined)}>
          <PlusIcon className="size-4" /> New option
        </Button>
      }
    >
      <Panel>
        {options.isPending ? <LoadingState /> : null}
        {options.isError ? (
          <ErrorState title="Failed to load payment options" message={errorMessage(options.error, '')} onRetry={() => void options.refetch()} />
        ) : null}
        {options.isSuccess && list.length === 0 ? <EmptyState title="No payment options" hint="Players cannot deposit until you add one." /> : null}
        {list.length > 0 ? (
          <ul className="divide-y divide-ink-700/60" aria-label="Payment options">
            {list.map((option, index) => (
              <li key={option.id} className={cx('flex flex-wrap items-center gap-3 px-4 py-3', !option.is_enabled && 'opacity-70')}>
                <span
                  className={cx(
                    'grid size-10 shrink-0 place-items-center rounded-lg text-[10px] font-black',
                    option.type === 'upi' ? 'bg-emerald-400/15 text-emerald-300' : 'bg-back/15 text-back',
                  )}
                >
                  {option.type === 'upi' ? 'UPI' : 'BANK'}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg">
                    {option.label}
                    {option.badge ? (
                      <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-[10px] font-bold uppercase text-gold-400">{option.badge}</span>
                    ) : null}
                    <StatusBadge isActive={option.is_enabled} />
                  </p>
                  <p className="truncate font-mono text-xs text-muted">{details(option)}</p>
                  <p className="text-[11px] text-subtle">key {option.key}</p>
                </div>
                <div className="flex w-full items-center justify-end gap-1 sm:w-auto">
                  <IconButton label={`Move ${option.label} up`} onClick={() => move(option.id, -1)} disabled={index === 0 || isBusy}>
                    <ArrowUpIcon className="size-4" />
                  </IconButton>
                  <IconButton label={`Move ${option.label} down`} onClick={() => move(option.id, 1)} disabled={index === list.length - 1 || isBusy}>
                    <ArrowDownIcon className="size-4" />
                  </IconButton>
                  <Button variant="secondary" size="sm" onClick={() => toggle(option)} disabled={isBusy}>
                    {option.is_enabled ? 'Disable' : 'Enable'}
                  </Button>
                  <IconButton label={`Edit ${option.label}`} onClick={() => open(option)}>
                    <EditIcon className="size-4" />
                  </IconButton>
                  <IconButton label={`Delete ${option.label}`} tone="danger" onClick={() => setDeleting(option)} disabled={isBusy}>
                    <TrashIcon className="size-4" />
                  </IconButton>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Panel>

      <Dialog
        isOpen={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing?.option ? `Edit ${editing.option.label}` : 'New payment option'}
        className="sm:max-w-xl"
      >
        {editing ? (
          <PaymentOptionForm
            key={editing.option?.id ?? 'new'}
            option={editing.option}
            nextOrder={list.length * 10}
            isPending={create.isPending || update.isPending}
            serverError={formError}
            onSubmit={save}
            onCancel={() => setEditing(undefined)}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        isOpen={deleting !== undefined}
        title="Delete payment option"
        message={`Delete ${deleting?.label ?? 'this option'}? An option that already received deposits can only be disabled.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => showToast('success', 'Payment option deleted'),
            onError: (failure) => showToast('error', errorMessage(failure, 'Failed to delete payment option')),
            onSettled: () => setDeleting(undefined),
          });
        }}
      />
    </AdminPage>
  );
}
