import { smsOutboxPageSchema, smsOutboxQuerySchema } from '@shared/schemas/sms';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { listOutbox } from './list-outbox';

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function smsAdminRoutes(app: ZodApp) {
  app.get(
    '/sms-outbox',
    {
      schema: {
        tags: ['admin: sms'],
        summary: 'Text messages the outbox gateway sent (demo and tests), newest first, paged',
        security: [{ bearer: [] }],
        querystring: smsOutboxQuerySchema,
        response: { 200: okSchema(smsOutboxPageSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { messages, total } = await listOutbox(app.db, request.query);
      return ok({ messages, page: request.query.page, page_size: request.query.page_size, total });
    },
  );
}
