import { z } from 'zod';
import { declareMatkaResultSchema, matkaResultSchema, updateMatkaMarketSchema } from '@shared/schemas/matka';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf, recordAudit } from '@server/modules/audit';
import { declareMatkaResult, listMatkaResults, updateMatkaMarket } from './matka-markets';

// Under /api/admin (the operator guard runs first): declaring matka results, market times.
const tags = ['admin: matka'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });
const resultsData = okSchema(z.object({ results: z.array(matkaResultSchema) }));

export async function matkaAdminRoutes(app: ZodApp) {
  app.post(
    '/matka/markets/:id/results',
    { schema: { tags, security, params: idParams, body: declareMatkaResultSchema, response: { 200: resultsData, ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction(async (tx) => {
        await declareMatkaResult(tx, request.params.id, request.body);
        await recordAudit(tx, { ...actor, action: 'matka.declare', targetType: 'matka_market', targetId: request.params.id, details: { ...request.body } });
      });
      return ok({ results: await listMatkaResults(app.db) }, 'Result declared');
    },
  );

  app.patch(
    '/matka/markets/:id',
    { schema: { tags, security, params: idParams, body: updateMatkaMarketSchema, response: { 200: resultsData, ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction(async (tx) => {
        await updateMatkaMarket(tx, request.params.id, request.body);
        await recordAudit(tx, { ...actor, action: 'matka.update', targetType: 'matka_market', targetId: request.params.id, details: { ...request.body } });
      });
      return ok({ results: await listMatkaResults(app.db) }, 'Market updated');
    },
  );
}
