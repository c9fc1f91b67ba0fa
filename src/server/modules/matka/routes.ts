import { z } from 'zod';
import { balanceSchema } from '@shared/schemas/bets';
import { matkaBetSchema, matkaDrawSchema, matkaMarketSchema, matkaRatesSchema, matkaResultSchema, placeMatkaBetsSchema } from '@shared/schemas/matka';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requirePlayer, requireUser } from '@server/http/guards';
import { sendIdempotent } from '@server/http/idempotency';
import { perPlayerLimit } from '@server/http/rate-limit';
import { forbidden } from '@server/errors';
import { findMatkaBet, listMatkaBets } from './matka-bet-view';
import { describeDraw } from './matka-draw';
import { listMatkaMarkets } from './list-matka-markets';
import { listMatkaResults } from './matka-markets';
import { ratesView, readMatkaRates } from './matka-rates';
import { placeMatkaBets } from './place-matka-bets';

// Public matka screens (spec §2): the Matka and Delhi market cards, the results tab, the payout
// rates and each market's draw; and the player's bets: placing a slip and reading their own.

const tags = ['matka'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });
const betErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema };
const betsQuery = z.object({ market_id: z.coerce.number({ error: 'Invalid market' }).int('Invalid market').positive('Invalid market').optional() });

export async function matkaRoutes(app: ZodApp) {
  app.get('/api/matka/markets', { schema: { tags, response: { 200: okSchema(z.object({ markets: z.array(matkaMarketSchema) })) } } }, async () =>
    ok({ markets: await listMatkaMarkets(app.db) }),
  );
  app.get('/api/matka/results', { schema: { tags, response: { 200: okSchema(z.object({ results: z.array(matkaResultSchema) })) } } }, async () =>
    ok({ results: await listMatkaResults(app.db) }),
  );
  app.get('/api/matka/rates', { schema: { tags, response: { 200: okSchema(z.object({ rates: matkaRatesSchema })) } } }, async () =>
    ok({ rates: ratesView(await readMatkaRates(app.db)) }),
  );
  app.get(
    '/api/matka/markets/:id/draw',
    { schema: { tags, params: idParams, response: { 200: okSchema(z.object({ draw: matkaDrawSchema })), 400: errorSchema, 404: errorSchema } } },
    async (request) => ok({ draw: await describeDraw(app.db, request.params.id, new Date()) }),
  );

  app.post(
    '/api/matka/bets',
    {
      config: perPlayerLimit(120),
      schema: {
        tags,
        security,
        body: placeMatkaBetsSchema,
        response: { 201: okSchema(z.object({ bets: z.array(matkaBetSchema), balance: balanceSchema })), ...betErrors },
      },
    },
    async (request, reply) => {
      const user = await requirePlayer(request);
      if (user.status !== 'active') throw forbidden('Only active players can place bets');
      return sendIdempotent(request, reply, user.id, async (tx) => {
        const placed = await placeMatkaBets(tx, user, request.body, new Date());
        return { status: 201, body: ok(placed, placed.bets.length === 1 ? 'Bet placed' : `${placed.bets.length} bets placed`) };
      });
    },
  );
  app.get(
    '/api/matka/bets',
    { schema: { tags, security, querystring: betsQuery, response: { 200: okSchema(z.object({ bets: z.array(matkaBetSchema) })), ...betErrors } } },
    async (request) => {
      const user = await requireUser(request);
      return ok({ bets: await listMatkaBets(app.db, user.id, request.query.market_id) });
    },
  );
  app.get(
    '/api/matka/bets/:id',
    { schema: { tags, security, params: idParams, response: { 200: okSchema(z.object({ bet: matkaBetSchema })), ...betErrors } } },
    async (request) => {
      const user = await requireUser(request);
      return ok({ bet: await findMatkaBet(app.db, user.id, request.params.id) });
    },
  );
}
