import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { unavailable } from '@server/errors';

// Health for load balancers and orchestrators:
//  - /api/health/live: the process runs and answers (200 even while the database is away: a
//    restart would not bring it back);
//  - /api/health/ready: this process can serve now: the database answered within READY_TIMEOUT_MS
//    and the process is not stopping; else 503, so traffic goes to another process until it is;
//  - /api/health: the readiness answer with the database's kind (kept for existing checks).

const READY_TIMEOUT_MS = 2000;

const healthSchema = z.object({ status: z.literal('ok'), database: z.string(), leader: z.boolean() });

export async function healthRoutes(app: ZodApp) {
  const ready = async () => {
    if (app.lifecycle.isStopping) throw unavailable();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(unavailable()), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.db.execute(sql`SELECT 1`), timedOut]);
    } finally {
      clearTimeout(timer);
    }
    return ok({ status: 'ok' as const, database: app.database.kind, leader: app.leadership.isLeader() });
  };
  const readySchema = { tags: ['health'], response: { 200: okSchema(healthSchema), 503: errorSchema } };

  app.get('/api/health', { schema: readySchema }, ready);
  app.get('/api/health/ready', { schema: readySchema }, ready);
  app.get('/api/health/live', { schema: { tags: ['health'], response: { 200: okSchema(z.object({ status: z.literal('ok') })) } } }, async () =>
    ok({ status: 'ok' as const }),
  );
}
