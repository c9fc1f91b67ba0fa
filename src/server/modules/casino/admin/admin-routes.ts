import { z } from 'zod';
import { adminCasinoGameSchema, adminCasinoProviderSchema, updateCasinoGameSchema, updateCasinoProviderSchema } from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import { CSV_MAX_ROWS, csvFormatQuery, sendCsv, toCsv, type CsvColumn } from '@server/http/csv';
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

type StatRow = Awaited<ReturnType<typeof casinoGameStats>>[number];
type RoundRow = Awaited<ReturnType<typeof listGameRounds>>[number];
const paise = (rupees: number) => Math.round(rupees * 100);
const edge = (value: number | null) => (value === null ? null : Math.round(value * 1_000_000) / 10_000);

const statCsvColumns: CsvColumn<StatRow>[] = [
  { header: 'Game', value: (row) => row.name },
  { header: 'Provider', value: (row) => row.provider },
  { header: 'Rounds', kind: 'number', value: (row) => row.rounds },
  { header: 'Players', kind: 'number', value: (row) => row.players },
  { header: 'Stakes (₹)', kind: 'paise', value: (row) => paise(row.stakes) },
  { header: 'Payouts (₹)', kind: 'paise', value: (row) => paise(row.payouts) },
  { header: 'Rolled back (₹)', kind: 'paise', value: (row) => paise(row.rolled_back) },
  { header: 'GGR (₹)', kind: 'paise', value: (row) => paise(row.gross_gaming_revenue) },
  { header: 'Realised house edge (%)', kind: 'number', value: (row) => edge(row.realised_house_edge) },
];

const roundCsvColumns: CsvColumn<RoundRow>[] = [
  { header: 'Round', value: (row) => row.round_id },
  { header: 'Started', kind: 'date', value: (row) => row.started_at },
  { header: 'Player id', kind: 'number', value: (row) => row.user_id },
  { header: 'Username', value: (row) => row.username },
  { header: 'Play money', value: (row) => (row.is_demo ? 'yes' : 'no') },
  { header: 'Stake (₹)', kind: 'paise', value: (row) => paise(row.stake) },
  { header: 'Payout (₹)', kind: 'paise', value: (row) => paise(row.payout) },
  { header: 'Rolled back', value: (row) => (row.rolled_back ? 'yes' : 'no') },
];

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
        summary: "Each title's rounds, stakes, payouts and realised house edge (with the stated edge of house games); `format=csv` downloads them",
        security,
        querystring: z.object({ from: z.coerce.date().optional(), to: z.coerce.date().optional(), ...csvFormatQuery.shape }),
        response: { 200: okSchema(z.object({ games: z.array(statSchema) })), 400: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const games = await casinoGameStats(app.db, { from: request.query.from, to: request.query.to });
      return request.query.format === 'csv' ? sendCsv(reply, 'casino-stats', toCsv(statCsvColumns, games)) : ok({ games });
    },
  );

  app.get(
    '/casino/games/:id/rounds',
    {
      schema: {
        tags,
        summary: "A title's rounds, newest first; `format=csv` downloads them",
        security,
        params: idParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          page_size: z.coerce.number().int().min(1).max(200).default(50),
          ...csvFormatQuery.shape,
        }),
        response: {
          200: okSchema(z.object({ rounds: z.array(z.unknown()), page: z.number().int(), page_size: z.number().int() })),
          400: errorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      if (request.query.format === 'csv') {
        const rounds = await listGameRounds(app.db, request.params.id, { limit: CSV_MAX_ROWS, offset: 0 });
        return sendCsv(reply, `casino-rounds-game-${request.params.id}`, toCsv(roundCsvColumns, rounds));
      }
      return ok({ rounds: await listGameRounds(app.db, request.params.id, { limit: page_size, offset: (page - 1) * page_size }), page, page_size });
    },
  );
}
