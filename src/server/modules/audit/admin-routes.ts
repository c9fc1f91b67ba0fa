import { z } from 'zod';
import { describeAuditDetails } from '@shared/audit-details';
import { auditEntrySchema, auditLogQuerySchema } from '@shared/schemas/audit';
import type { ZodApp } from '@server/http/app-types';
import { CSV_MAX_ROWS, csvFormatQuery, sendCsv, toCsv, type CsvColumn } from '@server/http/csv';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import type { AuditEntryView } from '@shared/schemas/audit';
import { listAuditLog } from './list-audit-log';

const csvColumns: CsvColumn<AuditEntryView>[] = [
  { header: 'Id', kind: 'number', value: (entry) => entry.id },
  { header: 'Time', kind: 'date', value: (entry) => entry.created_at },
  { header: 'Operator', value: (entry) => entry.actor_username ?? entry.actor_id },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Target', value: (entry) => (entry.target_id ? `${entry.target_type} ${entry.target_id}` : entry.target_type) },
  { header: 'Details', value: (entry) => describeAuditDetails(entry.details) },
  { header: 'Address', value: (entry) => entry.ip },
];

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function auditAdminRoutes(app: ZodApp) {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'Operator actions, newest first, paged; `format=csv` downloads the filtered log',
        security: [{ bearer: [] }],
        querystring: auditLogQuerySchema.extend(csvFormatQuery.shape),
        response: {
          200: okSchema(z.object({ entries: z.array(auditEntrySchema), page: z.number().int(), page_size: z.number().int(), total: z.number().int() })),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const { entries } = await listAuditLog(app.db, { ...request.query, page: 1, page_size: CSV_MAX_ROWS });
        return sendCsv(reply, 'audit-log', toCsv(csvColumns, entries));
      }
      const { entries, total } = await listAuditLog(app.db, request.query);
      return ok({ entries, page: request.query.page, page_size: request.query.page_size, total });
    },
  );
}
