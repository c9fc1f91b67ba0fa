import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification, NotificationAudience, NotificationTranslations } from '@shared/schemas/content';
import { adminApi } from '../shared/admin-session';

// /api/admin/notifications: the ticker's messages. Changes also refresh the public ticker.

export const adminNotificationKeys = { all: ['admin', 'notifications'] as const };
const publicNotificationKey = ['content', 'notifications'] as const;

export const adminNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: adminNotificationKeys.all,
    queryFn: async ({ signal }) => (await adminApi.get<{ notifications: AdminNotification[] }>('/api/admin/notifications', { signal })).notifications,
  });

export function useAdminNotifications() {
  return useQuery(adminNotificationsQueryOptions());
}

function useNotificationMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: publicNotificationKey });
    },
  });
}

export const useCreateNotification = () =>
  useNotificationMutation((input: { message: string; translations: NotificationTranslations; is_active: boolean }) =>
    adminApi.send<{ notification: AdminNotification }>('POST', '/api/admin/notifications', input, { fallbackMessage: 'Failed to create notification' }),
  );

export const useUpdateNotification = () =>
  useNotificationMutation(
    ({ id, ...update }: { id: number; message?: string; translations?: NotificationTranslations; is_active?: boolean; audience?: NotificationAudience }) =>
      adminApi.send<{ notification: AdminNotification }>('PUT', `/api/admin/notifications/${id}`, update, { fallbackMessage: 'Failed to update notification' }),
  );

export const useReorderNotifications = () =>
  useNotificationMutation((ids: number[]) =>
    adminApi.send<{ notifications: AdminNotification[] }>(
      'POST',
      '/api/admin/notifications/reorder',
      { ids },
      { fallbackMessage: 'Failed to reorder notifications' },
    ),
  );

export const useDeleteNotification = () =>
  useNotificationMutation((id: number) =>
    adminApi.send<unknown>('DELETE', `/api/admin/notifications/${id}`, undefined, { fallbackMessage: 'Failed to delete notification' }),
  );
