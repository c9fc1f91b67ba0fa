import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/content';
import { adminUserSchema, listUsersQuerySchema, updateUserStatusSchema } from '@shared/schemas/user';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf } from '@server/modules/audit';
import { listUsers, setUserStatus } from './admin-users';

const tags = ['admin: users'];
const security = [{ bearer: [] }];
const denied = { 401: errorSchema, 403: errorSchema };

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function userAdminRoutes(app: ZodApp) {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Accounts, newest first, with balances; search by username, display name or phone',
        security,
        querystring: listUsersQuerySchema,
        response: {
          200: okSchema(z.object({ users: z.array(adminUserSchema), page: z.number().int(), page_size: z.number().int(), total: z.number().int() })),
          400: errorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { users, total } = await listUsers(app.db, request.query);
      return ok({ users, page: request.query.page, page_size: request.query.page_size, total });
    },
  );

  app.put(
    '/users/:id/status',
    {
      schema: {
        tags,
        summary: 'Suspend, close or reactivate a player (their sessions end unless active)',
        security,
        params: idParamsSchema,
        body: updateUserStatusSchema,
        response: { 200: okSchema(z.object({ user: adminUserSchema })), 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const user = await app.db.transaction((tx) => setUserStatus(tx, request.params.id, request.body, actor));
      return ok({ user }, `User is now ${user.status}`);
    },
  );
}
