import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { playerNotificationKeys } from '@web/lib/player-notifications';

// POST /api/user/notifications/read: the notifications page marks what the player has seen.
// Apart from lib/player-notifications.ts, which the first screen loads for the unread count.

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('POST', '/api/user/notifications/read'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playerNotificationKeys.all }),
  });
}
