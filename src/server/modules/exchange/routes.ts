import { z } from 'zod';
import { bookQuerySchema, eventSchema, eventsQuerySchema, marketBookSchema, marketPositionSchema, sportSchema } from '@shared/schemas/exchange';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireUser } from '@server/http/guards';
import { getEvent, listEvents, listSports } from './catalogue';
import { exchangeRuntime } from './exchange-runtime';
import { startExchangeScheduler } from './exchange-scheduler';
import { getMarketBook } from './market-book';
import { getMarketPosition } from './market-position';
import { startPriceSimulator } from './price-simulator';
import { streamMarkets } from './stream-market';

// The public catalogue and books, the live book over SSE, and the signed-in player's position in
// a market. Books are real money unless `money=play` asks for the play-money book demo players use.

export const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });
const streamQuerySchema = bookQuerySchema.extend({
  ids: z
    .string({ error: 'Give market ids: ids=1,2,3' })
    .regex(/^\d{1,12}(,\d{1,12}){0,19}$/, 'Give up to 20 market ids: ids=1,2,3')
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});
const tags = ['exchange'];
const notFoundErrors = { 400: errorSchema, 404: errorSchema };

export async function exchangeRoutes(app: ZodApp) {
  const runtime = exchangeRuntime(app);
  // Open SSE streams end before the server waits for connections to finish.
  app.addHook('preClose', async () => runtime.feed.close());
  // The clock and the simulator run in the leading process only (leadership.ts).
  if (app.config.exchangeScheduler) {
    app.leadership.whileLeader(async () => startExchangeScheduler(app).stop);
  }
  if (app.config.priceSimulator) {
    app.leadership.whileLeader(async () => startPriceSimulator(app).stop);
  }

  app.get('/api/sports', { schema: { tags, response: { 200: okSchema(z.object({ sports: z.array(sportSchema) })) } } }, async () =>
    ok({ sports: await listSports(app.db) }),
  );

  app.get(
    '/api/events',
    { schema: { tags, querystring: eventsQuerySchema, response: { 200: okSchema(z.object({ events: z.array(eventSchema) })), 400: errorSchema } } },
    async (request) => ok({ events: await listEvents(app.db, request.query) }),
  );

  app.get(
    '/api/events/:id',
    { schema: { tags, params: idParams, querystring: bookQuerySchema, response: { 200: okSchema(z.object({ event: eventSchema })), ...notFoundErrors } } },
    async (request) => ok({ event: await getEvent(app.db, request.params.id, request.query.money) }),
  );

  app.get(
    '/api/markets/:id',
    {
      schema: { tags, params: idParams, querystring: bookQuerySchema, response: { 200: okSchema(z.object({ market: marketBookSchema })), ...notFoundErrors } },
    },
    async (request) => ok({ market: await getMarketBook(app.db, request.params.id, request.query.money) }),
  );

  app.get(
    '/api/markets/:id/position',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: okSchema(z.object({ position: marketPositionSchema })), 401: errorSchema, ...notFoundErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ position: await getMarketPosition(app.db, user.id, request.params.id) });
    },
  );

  app.get(
    '/api/stream/markets/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: bookQuerySchema,
        description: 'Server-sent events: `book` events carry the market as GET /api/markets/{id} answers it.',
      },
    },
    async (request, reply) => streamMarkets(app, runtime.feed, request, reply, [request.params.id], request.query.money),
  );

  app.get(
    '/api/stream/markets',
    {
      schema: {
        tags,
        querystring: streamQuerySchema,
        description: 'Server-sent events for several markets on one connection (`ids=1,2,3`, at most 20).',
      },
    },
    async (request, reply) => streamMarkets(app, runtime.feed, request, reply, request.query.ids, request.query.money),
  );
}
