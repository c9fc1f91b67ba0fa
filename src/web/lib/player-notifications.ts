import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerNotifications } from '@shared/schemas/player-notifications';
import { api } from './api-client';
import { useSession } from './session';

// The signed-in player's own notifications (GET /api/user/notifications): the notifications page
// lists them (marking them read: features/content) and the account menu shows how many are unread.

/** How often an open site asks for new notifications: they arrive while the player is here. */
export const UNREAD_REFRESH_MS = 15_000;
export const playerNotificationKeys = { all: ['user', 'notifications'] as const };

export const playerNotificationsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...playerNotificationKeys.all, userId] as const,
    queryFn: ({ signal }) => api.get<PlayerNotifications>('/api/user/notifications', { signal, fallbackMessage: 'Failed to load notifications' }),
    enabled: userId !== undefined,
    refetchInterval: UNREAD_REFRESH_MS,
  });

export function usePlayerNotifications() {
  const { user } = useSession();
  return useQuery(playerNotificationsQueryOptions(user?.id));
}

/** How many of the player's notifications are unread (0 when signed out or not loaded). */
export function useUnreadCount(): number {
  return usePlayerNotifications().data?.unread_count ?? 0;
}
