import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodApp } from '@server/http/app-types';
import { ok, okSchema } from '@server/http/envelope';

export async function healthRoutes(app: ZodApp) {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: okSchema(z.object({ status: z.literal('ok'), database: z.string() })) } } },
    async () => {
      await app.db.execute(sql`SELECT 1`);
      return ok({ status: 'ok' as const, database: app.database.kind });
    },
  );
}
