import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/content';
import { useLanguage } from '@web/i18n/i18n';
import { api } from '@web/lib/api-client';
import { notificationKeys, readList } from './notifications';

// GET /api/notifications/all: every notice, for the notifications page.

export async function fetchAllNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return readList(
    await api.get<{ notifications?: unknown }>('/api/notifications/all', { signal, anonymous: true, fallbackMessage: 'Failed to load notifications' }),
  );
}

export function useAllNotifications() {
  return useQuery({ queryKey: notificationKeys.all(useLanguage()), queryFn: ({ signal }) => fetchAllNotifications(signal) });
}
