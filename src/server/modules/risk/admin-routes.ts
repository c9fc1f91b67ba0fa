import { toPaise } from '@shared/money';
import { adminBetsQuerySchema, adminBetsSchema, exposureBoardSchema, riskSettingsSchema, updateRiskSettingsSchema } from '@shared/schemas/risk';
import type { ZodApp } from '@server/http/app-types';
import { CSV_MAX_ROWS, csvFormatQuery, sendCsv, toCsv, type CsvColumn } from '@server/http/csv';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { moneyOut } from '@server/modules/exchange';
import { actorOf, recordAudit } from '@server/modules/audit';
import { getExposureBoard } from './exposure-board';
import { listAdminBets, type AdminBetRow } from './list-bets';
import { getLargeBetThreshold, setLargeBetThreshold } from './risk-settings';

// Under /api/admin (the operator guard of modules/index.ts runs first): the exposure board, the
// bet ticker and its large-bet threshold. Suspending a market or an event goes through the
// exchange's own routes (/markets/:id/status, /events/:id/status).

const tags = ['admin: risk'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const csvColumns: CsvColumn<AdminBetRow>[] = [
  { header: 'Bet', kind: 'number', value: (bet) => bet.id },
  { header: 'Placed', kind: 'date', value: (bet) => bet.placed_at },
  { header: 'Player id', kind: 'number', value: (bet) => bet.user_id },
  { header: 'Player', value: (bet) => bet.username },
  { header: 'Event', value: (bet) => bet.event },
  { header: 'Market id', kind: 'number', value: (bet) => bet.market_id },
  { header: 'Market', value: (bet) => bet.market },
  { header: 'Selection', value: (bet) => bet.runner },
  { header: 'Side', value: (bet) => bet.side },
  { header: 'Odds', kind: 'number', value: (bet) => bet.price },
  { header: 'Line', kind: 'number', value: (bet) => bet.line },
  { header: 'Stake', kind: 'paise', value: (bet) => bet.stake_paise },
  { header: 'Matched', kind: 'paise', value: (bet) => bet.matched_paise },
  { header: 'Status', value: (bet) => bet.status },
  { header: 'Large', value: (bet) => (bet.is_large ? 'yes' : '') },
];

export async function riskAdminRoutes(app: ZodApp) {
  app.get(
    '/risk/exposure',
    {
      schema: {
        tags,
        security,
        summary: "The house's worst case and profit per outcome in every unsettled market, volumes, and the most exposed players",
        response: { 200: okSchema(exposureBoardSchema), ...errors },
      },
    },
    async () => ok(await getExposureBoard(app.db)),
  );

  app.get(
    '/bets',
    {
      schema: {
        tags,
        security,
        summary: 'Players’ bets newest first (the ticker asks with after_id); `format=csv` downloads the filtered list',
        querystring: adminBetsQuerySchema.extend(csvFormatQuery.shape),
        response: { 200: okSchema(adminBetsSchema), ...errors },
      },
    },
    async (request, reply) => {
      const threshold = await getLargeBetThreshold(app.db);
      if (request.query.format === 'csv') {
        const { bets } = await listAdminBets(app.db, request.query, threshold, { offset: 0, count: CSV_MAX_ROWS });
        return sendCsv(reply, 'bets', toCsv(csvColumns, bets));
      }
      const { page, page_size } = request.query;
      const { bets, hasMore } = await listAdminBets(app.db, request.query, threshold, { offset: (page - 1) * page_size, count: page_size });
      return ok({
        bets: bets.map(({ stake_paise: _stake, matched_paise: _matched, ...bet }) => bet),
        page,
        page_size,
        has_more: hasMore,
        large_bet_threshold: moneyOut(threshold),
      });
    },
  );

  app.get('/risk/settings', { schema: { tags, security, response: { 200: okSchema(riskSettingsSchema), ...errors } } }, async () =>
    ok({ large_bet_threshold: moneyOut(await getLargeBetThreshold(app.db)) }),
  );

  app.put(
    '/risk/settings',
    { schema: { tags, security, body: updateRiskSettingsSchema, response: { 200: okSchema(riskSettingsSchema), ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      const threshold = toPaise(request.body.large_bet_threshold);
      await app.db.transaction(async (tx) => {
        const previous = await setLargeBetThreshold(tx, threshold, actor.actorId);
        await recordAudit(tx, {
          ...actor,
          action: 'risk.large_bet_threshold',
          targetType: 'risk_settings',
          details: { from: moneyOut(previous), to: moneyOut(threshold) },
        });
      });
      return ok({ large_bet_threshold: moneyOut(threshold) }, 'Large bet threshold saved');
    },
  );
}
