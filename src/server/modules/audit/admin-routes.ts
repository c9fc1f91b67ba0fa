import { z } from 'zod';
import { auditEntrySchema, auditLogQuerySchema } from '@shared/schemas/audit';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { listAuditLog } from './list-audit-log';

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function auditAdminRoutes(app: ZodApp) {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'Operator actions, newest first, paged',
        security: [{ bearer: [] }],
        querystring: auditLogQuerySchema,
        response: {
          200: okSchema(z.object({ entries: z.array(auditEntrySchema), page: z.number().int(), page_size: z.number().int(), total: z.number().int() })),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const { entries, total } = await listAuditLog(app.db, request.query);
      return ok({ entries, page: request.query.page, page_size: request.query.page_size, total });
    },
  );
}
