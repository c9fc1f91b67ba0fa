import { z } from 'zod';
import { updateSettingsSchema, userSettingsSchema } from '@shared/schemas/settings';
import { updateProfileSchema, userSchema, userStatisticsSchema } from '@shared/schemas/user';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireUser } from '@server/http/guards';
import { updateDisplayName } from './profile';
import { getUserSettings, updateUserSettings } from './settings';
import { getUserStatistics } from './statistics';
import { buildUserObject, findUserObject } from './user-object';

const tags = ['user'];
const security = [{ bearer: [] }];
const userData = okSchema(z.object({ user: userSchema }));
const settingsData = okSchema(z.object({ settings: userSettingsSchema }));

// Every route here is the signed-in user's own: the guard runs before the body is even read.
export async function userRoutes(app: ZodApp) {
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });

  app.get('/api/user/profile', { schema: { tags, summary: 'The signed-in user', security, response: { 200: userData, 401: errorSchema } } }, async (request) =>
    ok({ user: await buildUserObject(app.db, await requireUser(request)) }),
  );

  app.put(
    '/api/user/profile',
    {
      schema: {
        tags,
        summary: 'Change the display name',
        security,
        body: updateProfileSchema,
        response: { 200: userData, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await updateDisplayName(app.db, user.id, request.body.display_name);
      return ok({ user: await findUserObject(app.db, user.id) }, 'Profile updated successfully');
    },
  );

  app.get(
    '/api/user/statistics',
    {
      schema: {
        tags,
        summary: 'Account figures of the signed-in user',
        security,
        response: { 200: okSchema(z.object({ statistics: userStatisticsSchema })), 401: errorSchema },
      },
    },
    async (request) => ok({ statistics: await getUserStatistics(app.db, await requireUser(request)) }),
  );

  app.get(
    '/api/user/settings',
    { schema: { tags, summary: 'The signed-in user’s settings', security, response: { 200: settingsData, 401: errorSchema } } },
    async (request) => ok({ settings: await getUserSettings(app.db, (await requireUser(request)).id) }),
  );

  app.put(
    '/api/user/settings',
    {
      schema: {
        tags,
        summary: 'Change some settings (any sections, any fields)',
        security,
        body: updateSettingsSchema,
        response: { 200: settingsData, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ settings: await updateUserSettings(app.db, user.id, request.body) }, 'Settings saved successfully');
    },
  );
}
