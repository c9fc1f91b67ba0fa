import { z } from 'zod';
import { playerNotificationsSchema } from '@shared/schemas/player-notifications';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireUser } from '@server/http/guards';
import { localizeText, requestLanguage } from '@server/http/localize';
import { listPlayerNotifications, markNotificationsRead } from './notify-player';

const tags = ['user'];
const bearer = [{ bearer: [] }];

export async function notificationRoutes(app: ZodApp) {
  app.get(
    '/api/user/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, with how many are unread',
        security: bearer,
        response: { 200: okSchema(playerNotificationsSchema), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // Stored in English as they happened; read in the language the player asks in.
      const language = requestLanguage(request);
      const found = await listPlayerNotifications(app.db, user.id);
      reply.header('vary', 'accept-language');
      return ok({ ...found, notifications: found.notifications.map((notice) => ({ ...notice, message: localizeText(notice.message, language) })) });
    },
  );

  app.post(
    '/api/user/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        security: bearer,
        response: { 200: okSchema(z.object({ unread_count: z.literal(0) })), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await markNotificationsRead(app.db, user.id);
      return ok({ unread_count: 0 as const });
    },
  );
}
