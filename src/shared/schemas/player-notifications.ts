import { z } from 'zod';

// A player's own notifications (a sign-in from a new device, and what other features tell them),
// apart from the operator's ticker messages (content.ts).

export const playerNotificationSchema = z.object({
  id: z.number().int(),
  /** What it is about, e.g. `login_alert`, `security`; the browser may pick an icon by it. */
  kind: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type PlayerNotification = z.infer<typeof playerNotificationSchema>;

export const playerNotificationsSchema = z.object({
  notifications: z.array(playerNotificationSchema),
  unread_count: z.number().int(),
});
export type PlayerNotifications = z.infer<typeof playerNotificationsSchema>;
