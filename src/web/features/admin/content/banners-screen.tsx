import { useState } from 'react';
import type { AdminBanner } from '@shared/schemas/content';
import { Dialog } from '@web/components/dialog';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminBanners, useCreateBanner, useDeleteBanner, useReorderBanners, useUpdateBanner } from './banners-api';
import { AdminPage, Panel, StatusBadge } from '../shared/admin-ui';
import { OrderedRowActions } from './ordered-row-actions';
import { BannerForm } from './banner-form';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { writtenIn } from './translations-fields';

export function BannersScreen() {
  const banners = useAdminBanners();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner>();
  const [deleting, setDeleting] = useState<AdminBanner>();
  const [createError, setCreateError] = useState<string>();
  const [editError, setEditError] = useState<string>();
  const fail = (fallback: string) => (failure: unknown) => showToast('error', errorMessage(failure, fallback));

  const ids = banners.data?.map((banner) => banner.id) ?? [];

  return (
    <AdminPage title="Banners" description="The home page carousel, in this order. Only active banners show.">
      <Panel title="Add banner">
        <div className="p-4">
          <BannerForm
            submitLabel="Add banner"
            isPending={create.isPending}
            serverError={createError}
            onSubmit={(banner, reset) => {
              setCreateError(undefined);
              create.mutate(banner, {
                onSuccess: () => {
                  reset();
                  showToast('success', 'Banner created');
                },
                onError: (failure) => setCreateError(errorMessage(failure, 'Failed to create banner')),
              });
            }}
          />
        </div>
      </Panel>

      <Panel title="Carousel">
        {banners.isPending ? <LoadingState /> : null}
        {banners.isError ? (
          <ErrorState title="Failed to load banners" message={errorMessage(banners.error, '')} onRetry={() => void banners.refetch()} />
        ) : null}
        {banners.isSuccess && banners.data.length === 0 ? <EmptyState title="No banners yet" hint="Add one above: it shows on the home page at once." /> : null}
        {banners.isSuccess && banners.data.length > 0 ? (
          <ol className="divide-y divide-ink-700/60">
            {banners.data.map((banner, position) => (
              <li key={banner.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
                <span className="hidden w-6 text-center text-sm font-bold tabular-nums text-subtle sm:block">{position + 1}</span>
                <img
                  src={banner.image_url}
                  alt={banner.alt_text || banner.title}
                  loading="lazy"
                  className="aspect-[8/3] w-full rounded-lg object-cover ring-1 ring-ink-600 sm:w-48"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-fg">{banner.title || 'Untitled banner'}</p>
                  <p className="truncate text-xs text-subtle">
                    {[banner.subtitle, banner.button_label].filter(Boolean).join(' · ') || banner.alt_text || 'No alt text'}
                  </p>
                  <p className="text-xs text-subtle">{writtenIn(Object.assign({}, ...Object.values(banner.translations)))}</p>
                  <p className="mt-1 truncate font-mono text-[11px] text-subtle">{banner.image_url}</p>
                </div>
                <div className="flex items-center gap-1">
                  <StatusBadge isActive={banner.is_active} />
                  <OrderedRowActions
                    ids={ids}
                    id={banner.id}
                    labels={{
                      up: `Move ${banner.title || 'banner'} up`,
                      down: `Move ${banner.title || 'banner'} down`,
                      edit: `Edit ${banner.title || 'banner'}`,
                      remove: `Delete ${banner.title || 'banner'}`,
                    }}
                    isActive={banner.is_active}
                    isReordering={reorder.isPending}
                    isUpdating={update.isPending}
                    onReorder={(order) => reorder.mutate(order, { onError: fail('Failed to reorder banners') })}
                    onEdit={() => {
                      setEditError(undefined);
                      setEditing(banner);
                    }}
                    onToggle={() => update.mutate({ id: banner.id, is_active: !banner.is_active }, { onError: fail('Failed to update banner') })}
                    onRemove={() => setDeleting(banner)}
                  />
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </Panel>

      <Dialog isOpen={editing !== undefined} onClose={() => setEditing(undefined)} title="Edit banner" className="sm:max-w-2xl">
        {editing ? (
          <BannerForm
            key={editing.id}
            initial={{
              image_url: editing.image_url,
              alt_text: editing.alt_text,
              title: editing.title,
              subtitle: editing.subtitle,
              button_label: editing.button_label,
              link_url: editing.link_url,
              translations: editing.translations,
              is_active: editing.is_active,
            }}
            submitLabel="Save changes"
            isPending={update.isPending}
            serverError={editError}
            onSubmit={(banner) =>
              update.mutate(
                { id: editing.id, ...banner },
                {
                  onSuccess: () => {
                    setEditing(undefined);
                    showToast('success', 'Banner updated');
                  },
                  onError: (failure) => setEditError(errorMessage(failure, 'Failed to update banner')),
                },
              )
            }
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        isOpen={deleting !== undefined}
        title="Delete banner"
        message={`Delete “${deleting?.title || 'this banner'}”? It leaves the home page at once.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(undefined);
              showToast('success', 'Banner deleted');
            },
            onError: fail('Failed to delete banner'),
          });
        }}
      />
    </AdminPage>
  );
}
