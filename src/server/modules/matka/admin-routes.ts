import { z } from 'zod';
import {
  correctMatkaResultSchema,
  declareMatkaResultSchema,
  adminMatkaMarketSchema,
  matkaBookSchema,
  matkaLimitsSchema,
  matkaRatesSchema,
  matkaResultSchema,
  updateMatkaLimitsSchema,
  updateMatkaMarketSchema,
  updateMatkaRatesSchema,
  voidMatkaDrawSchema,
} from '@shared/schemas/matka';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { toPaise, toRupees, type Paise } from '@shared/money';
import { actorOf, recordAudit } from '@server/modules/audit';
import { correctAndSettle, declareAndSettle } from './declare-matka-result';
import { matkaBook } from './matka-book';
import { listAdminMatkaMarkets, listMatkaResults, updateMatkaMarket } from './matka-markets';
import { ratesView, readMatkaRates, updateMatkaRates } from './matka-rates';
import { readNumberLimit, updateNumberLimit } from './number-limit';
import { voidMatkaDraw } from './void-matka-draw';

// Under /api/admin (the operator guard runs first): declaring matka results (which settles the
// draw's bets), voiding a draw (which refunds them), market times, payout rates, the limit per
// number, and each market's book of open bets.

const tags = ['admin: matka'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });
const resultsData = okSchema(z.object({ results: z.array(matkaResultSchema) }));
const settlementSchema = z.object({ draw_date: z.string(), settled: z.number().int(), resettled: z.number().int() });
const ratesData = okSchema(z.object({ rates: matkaRatesSchema }));
const bets = (count: number) => (count === 1 ? '1 bet' : `${count} bets`);
const bookQuery = z.object({ date: z.iso.date({ error: 'Date must be YYYY-MM-DD' }).optional() });

export async function matkaAdminRoutes(app: ZodApp) {
  app.post(
    '/matka/markets/:id/results',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: declareMatkaResultSchema,
        response: { 200: okSchema(z.object({ results: z.array(matkaResultSchema), settlement: settlementSchema })), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const settlement = await app.db.transaction(async (tx) => {
        const settled = await declareAndSettle(tx, request.params.id, request.body, new Date());
        await recordAudit(tx, {
          ...actor,
          action: 'matka.declare',
          targetType: 'matka_market',
          targetId: request.params.id,
          details: { ...request.body, date: settled.drawDate, settled: settled.settled, resettled: settled.resettled },
        });
        return settled;
      });
      const message =
        settlement.settled + settlement.resettled === 0
          ? 'Result declared'
          : `Result declared: ${bets(settlement.settled)} settled, ${bets(settlement.resettled)} resettled`;
      return ok(
        {
          results: await listMatkaResults(app.db),
          settlement: { draw_date: settlement.drawDate, settled: settlement.settled, resettled: settlement.resettled },
        },
        message,
      );
    },
  );

  app.post(
    '/matka/markets/:id/results/correct',
    {
      schema: {
        tags,
        summary: 'Correct a published result of a named draw day, with a reason and a confirmation: its bets resettle, players are told',
        security,
        params: idParams,
        body: correctMatkaResultSchema,
        response: { 200: okSchema(z.object({ results: z.array(matkaResultSchema), settlement: settlementSchema })), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const settlement = await app.db.transaction((tx) => correctAndSettle(tx, request.params.id, request.body, new Date(), actor));
      return ok(
        {
          results: await listMatkaResults(app.db),
          settlement: { draw_date: settlement.drawDate, settled: settlement.settled, resettled: settlement.resettled },
        },
        `Result corrected: ${bets(settlement.resettled)} resettled`,
      );
    },
  );

  app.post(
    '/matka/markets/:id/void',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: voidMatkaDrawSchema,
        response: { 200: okSchema(z.object({ results: z.array(matkaResultSchema), refunded: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const voided = await app.db.transaction(async (tx) => {
        const refunds = await voidMatkaDraw(tx, request.params.id, request.body, new Date());
        await recordAudit(tx, {
          ...actor,
          action: 'matka.void',
          targetType: 'matka_market',
          targetId: request.params.id,
          details: { ...request.body, ...refunds },
        });
        return refunds;
      });
      return ok({ results: await listMatkaResults(app.db), refunded: voided.refunded }, `Draw voided: ${bets(voided.refunded)} refunded`);
    },
  );

  app.get(
    '/matka/markets',
    {
      schema: {
        tags,
        security,
        summary: 'Every market with its times, whether it takes bets, and its bonus wagering weight',
        response: { 200: okSchema(z.object({ markets: z.array(adminMatkaMarketSchema) })), ...errors },
      },
    },
    async () => ok({ markets: await listAdminMatkaMarkets(app.db) }),
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

  app.get('/matka/rates', { schema: { tags, security, response: { 200: ratesData, ...errors } } }, async () =>
    ok({ rates: ratesView(await readMatkaRates(app.db)) }),
  );

  app.put('/matka/rates', { schema: { tags, security, body: updateMatkaRatesSchema, response: { 200: ratesData, ...errors } } }, async (request) => {
    const actor = await actorOf(request);
    await app.db.transaction(async (tx) => {
      await updateMatkaRates(tx, request.body);
      await recordAudit(tx, { ...actor, action: 'matka.rates', targetType: 'matka_rates', targetId: 0, details: { ...request.body } });
    });
    return ok({ rates: ratesView(await readMatkaRates(app.db)) }, 'Rates updated');
  });

  const limitsData = okSchema(z.object({ limits: matkaLimitsSchema }));
  const limitsView = (limit: Paise | null) => ({ max_number_payout: limit === null ? null : toRupees(limit) });
  app.get('/matka/limits', { schema: { tags, security, response: { 200: limitsData, ...errors } } }, async () =>
    ok({ limits: limitsView(await readNumberLimit(app.db)) }),
  );

  app.put('/matka/limits', { schema: { tags, security, body: updateMatkaLimitsSchema, response: { 200: limitsData, ...errors } } }, async (request) => {
    const actor = await actorOf(request);
    const limit = request.body.max_number_payout === null ? null : toPaise(request.body.max_number_payout);
    await app.db.transaction(async (tx) => {
      await updateNumberLimit(tx, limit);
      await recordAudit(tx, { ...actor, action: 'matka.limits', targetType: 'matka_limits', targetId: 0, details: { ...request.body } });
    });
    return ok({ limits: limitsView(limit) }, limit === null ? 'Limit removed' : 'Limit saved');
  });

  app.get(
    '/matka/markets/:id/book',
    { schema: { tags, security, params: idParams, querystring: bookQuery, response: { 200: okSchema(z.object({ book: matkaBookSchema })), ...errors } } },
    async (request) => ok({ book: await matkaBook(app.db, request.params.id, request.query.date, new Date()) }),
  );
}
