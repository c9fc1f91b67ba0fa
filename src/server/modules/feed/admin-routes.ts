import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { feedResultSchema, feedResultsQuerySchema, feedSettingsSchema, updateFeedSettingsSchema, type FeedResult } from '@shared/schemas/feed';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf } from '../audit';
import { exchangeRuntime } from '../exchange';
import { confirmFeedResult } from './feed-results';
import { readFeedSettings, settingsView, updateFeedSettings } from './feed-settings';

// Under /api/admin (the operator guard of modules/index.ts runs first): the operator's terms for
// feed markets, and the results the feed sent, with a confirmation for those that wait for one.

const tags = ['admin: feed'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(Number.MAX_SAFE_INTEGER, 'Invalid id') });

type ResultRow = {
  id: number;
  market_id: number;
  market: string;
  event: string;
  result: FeedResult['result'];
  winner: string | null;
  status: FeedResult['status'];
  received_at: Date | string;
  due_at: Date | string | null;
  settled_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function feedAdminRoutes(app: ZodApp) {
  const exchange = exchangeRuntime(app);

  app.get('/feed/settings', { schema: { tags, security, response: { 200: okSchema(z.object({ settings: feedSettingsSchema })), ...errors } } }, async () =>
    ok({ settings: settingsView(await readFeedSettings(app.db)) }),
  );

  app.put(
    '/feed/settings',
    { schema: { tags, security, body: updateFeedSettingsSchema, response: { 200: okSchema(z.object({ settings: feedSettingsSchema })), ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      const settings = await app.db.transaction((tx) => updateFeedSettings(tx, request.body, actor));
      return ok({ settings }, 'Feed settings saved');
    },
  );

  app.get(
    '/feed/results',
    {
      schema: { tags, security, querystring: feedResultsQuerySchema, response: { 200: okSchema(z.object({ results: z.array(feedResultSchema) })), ...errors } },
    },
    async (request) => {
      const status = request.query.status ?? null;
      const found = await app.db.execute<ResultRow>(sql`
        SELECT r.id, r.market_id, m.name AS market, e.name AS event, r.result, w.name AS winner, r.status, r.received_at, r.due_at, r.settled_at
        FROM feed_results r JOIN markets m ON m.id = r.market_id JOIN events e ON e.id = m.event_id
        LEFT JOIN runners w ON w.id = (r.result->>'winner_runner_id')::bigint
        WHERE ${status}::text IS NULL OR r.status = ${status} ORDER BY r.id DESC LIMIT 200`);
      return ok({
        results: found.rows.map((row) => ({
          id: Number(row.id),
          market_id: Number(row.market_id),
          market: row.market,
          event: row.event,
          result: row.result,
          winner: row.winner,
          status: row.status,
          received_at: new Date(row.received_at).toISOString(),
          due_at: iso(row.due_at),
          settled_at: iso(row.settled_at),
        })),
      });
    },
  );

  app.post(
    '/feed/results/:id/confirm',
    { schema: { tags, security, params: idParams, response: { 200: okSchema(z.object({ market_id: z.number().int() })), ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      const marketId = await app.db.transaction((tx) => confirmFeedResult(tx, exchange, request.params.id, actor));
      exchange.feed.publish(marketId);
      return ok({ market_id: marketId }, 'Result settled');
    },
  );
}
