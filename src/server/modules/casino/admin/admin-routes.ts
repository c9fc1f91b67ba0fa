import { z } from 'zod';
import { adminCasinoGameSchema, adminCasinoProviderSchema, updateCasinoGameSchema, updateCasinoProviderSchema } from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf } from '@server/modules/audit';
import { casinoGameStats, listGameRounds } from './game-stats';
import { listAdminGames, listAdminProviders, updateCasinoGame, updateCasinoProvider } from './operate-catalogue';

const tags = ['admin: casino'];
const security = [{ bearer: [] }];
const denied = { 401: errorSchema, 403: errorSchema };
const idParams = z.object({ id: z.coerce.number().int().positive() });

const statSchema = z.object({
  game_id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  provider: z.string(),
  rounds: z.number().int(),
  players: z.number().int(),
  stakes: z.number(),
  payouts: z.number(),
  rolled_back: z.number(),
  gross_gaming_revenue: z.number(),
  realised_house_edge: z.number().nullable(),
  stated_house_edge: z.object({ min: z.number(), max: z.number() }).nullable(),
});

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function casinoAdminRoutes(app: ZodApp) {
  app.get(
    '/casino/games',
    {
      schema: {
        tags,
        summary: 'Every title, enabled or not',
        security,
        response: { 200: okSchema(z.object({ games: z.array(adminCasinoGameSchema) })), ...denied },
      },
    },
    async () => ok({ games: await listAdminGames(app.db) }),
  );

  app.put(
    '/casino/games/:id',
    {
      schema: {
        tags,
        summary: 'Enable or disable a title (or rename, reorder it)',
        security,
        params: idParams,
        body: updateCasinoGameSchema,
        response: { 200: okSchema(z.object({ game: adminCasinoGameSchema })), 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return ok({ game: await app.db.transaction((tx) => updateCasinoGame(tx, request.params.id, request.body, actor)) }, 'Game updated');
    },
  );

  app.get(
    '/casino/providers',
    {
      schema: {
        tags,
        summary: 'Every provider with its configuration (never its secret)',
        security,
        response: { 200: okSchema(z.object({ providers: z.array(adminCasinoProviderSchema) })), ...denied },
      },
    },
    async () => ok({ providers: await listAdminProviders(app.db) }),
  );

  app.put(
    '/casino/providers/:id',
    {
      schema: {
        tags,
        summary: "Enable or disable a provider; set an aggregator's API URL and shared secret",
        security,
        params: idParams,
        body: updateCasinoProviderSchema,
        response: { 200: okSchema(z.object({ provider: adminCasinoProviderSchema })), 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return ok({ provider: await app.db.transaction((tx) => updateCasinoProvider(tx, request.params.id, request.body, actor)) }, 'Provider updated');
    },
  );

  app.get(
    '/casino/stats',
    {
      schema: {
        tags,
        summary: "Each title's rounds, stakes, payouts and realised house edge (with the stated edge of house games)",
        security,
        querystring: z.object({ from: z.coerce.date().optional(), to: z.coerce.date().optional() }),
        response: { 200: okSchema(z.object({ games: z.array(statSchema) })), 400: errorSchema, ...denied },
      },
    },
    async (request) => ok({ games: await casinoGameStats(app.db, { from: request.query.from, to: request.query.to }) }),
  );

  app.get(
    '/casino/games/:id/rounds',
    {
      schema: {
        tags,
        summary: "A title's rounds, newest first",
        security,
        params: idParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), page_size: z.coerce.number().int().min(1).max(200).default(50) }),
        response: {
          200: okSchema(z.object({ rounds: z.array(z.unknown()), page: z.number().int(), page_size: z.number().int() })),
          400: errorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      return ok({ rounds: await listGameRounds(app.db, request.params.id, { limit: page_size, offset: (page - 1) * page_size }), page, page_size });
    },
  );
}
