import { z } from 'zod';
import { matkaMarketSchema, matkaResultSchema } from '@shared/schemas/matka';
import type { ZodApp } from '@server/http/app-types';
import { ok, okSchema } from '@server/http/envelope';
import { listMatkaMarkets, listMatkaResults } from './matka-markets';

// Public matka screens (spec §2): the Matka and Delhi market cards, and the results tab.
const tags = ['matka'];

export async function matkaRoutes(app: ZodApp) {
  app.get('/api/matka/markets', { schema: { tags, response: { 200: okSchema(z.object({ markets: z.array(matkaMarketSchema) })) } } }, async () =>
    ok({ markets: await listMatkaMarkets(app.db) }),
  );
  app.get('/api/matka/results', { schema: { tags, response: { 200: okSchema(z.object({ results: z.array(matkaResultSchema) })) } } }, async () =>
    ok({ results: await listMatkaResults(app.db) }),
  );
}
