import { z } from 'zod';
import {
  adminMarketRowSchema,
  adminMarketSchema,
  adminMarketsQuerySchema,
  createEventSchema,
  createMarketSchema,
  eventSchema,
  houseSummarySchema,
  marketBookSchema,
  setMarketStatusSchema,
  setPricesSchema,
  resettleMarketSchema,
  settleMarketSchema,
  settlementSchema,
  updateEventSchema,
  updateMarketSchema,
} from '@shared/schemas/exchange';
import { eventStatusResultSchema, setEventStatusSchema } from '@shared/schemas/risk';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf, recordAudit } from '@server/modules/audit';
import { createEvent, createMarket, updateEvent, updateMarket } from './admin-catalogue';
import { getAdminMarket, getHouseSummary, listAdminMarkets } from './admin-views';
import { getEvent } from './catalogue';
import { exchangeRuntime } from './exchange-runtime';
import { ensureHouseFunded, houseMakerFor, houseUserIds } from './house';
import { getMarketBook } from './market-book';
import { setEventStatus, setMarketStatus, setPrices } from './market-controls';
import { idParams } from './routes';
import { resettleMarket, settleMarket, toSettlementResult } from './settle-market';

// Under /api/admin (the operator guard of modules/index.ts runs first): events and markets,
// fair prices, suspend / resume / close, settlement and resettlement, books and the house's
// exposure. Every change is audit-logged in the transaction that makes it.

const tags = ['admin: exchange'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const eventData = okSchema(z.object({ event: eventSchema }));
const marketData = okSchema(z.object({ market: marketBookSchema }));
const settlementData = okSchema(z.object({ settlement: settlementSchema }));

export async function exchangeAdminRoutes(app: ZodApp) {
  const { cache, feed } = exchangeRuntime(app);

  app.post('/events', { schema: { tags, security, body: createEventSchema, response: { 201: eventData, ...errors } } }, async (request, reply) => {
    const actor = await actorOf(request);
    const id = await app.db.transaction(async (tx) => {
      const eventId = await createEvent(tx, request.body);
      await recordAudit(tx, { ...actor, action: 'event.create', targetType: 'event', targetId: eventId, details: { ...request.body } });
      return eventId;
    });
    return reply.status(201).send(ok({ event: await getEvent(app.db, id) }, 'Event created'));
  });

  app.patch(
    '/events/:id',
    { schema: { tags, security, params: idParams, body: updateEventSchema, response: { 200: eventData, ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      const touched = await app.db.transaction(async (tx) => {
        const markets = await updateEvent(tx, cache, request.params.id, request.body);
        await recordAudit(tx, { ...actor, action: 'event.update', targetType: 'event', targetId: request.params.id, details: { ...request.body } });
        return markets;
      });
      for (const marketId of touched) feed.publish(marketId);
      return ok({ event: await getEvent(app.db, request.params.id) }, 'Event updated');
    },
  );

  // One click from the exposure board: every market of the event that can change, in one
  // transaction with its audit row.
  app.post(
    '/events/:id/status',
    { schema: { tags, security, params: idParams, body: setEventStatusSchema, response: { 200: okSchema(eventStatusResultSchema), ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      const { status } = request.body;
      const marketIds = await app.db.transaction(async (tx) => {
        const changed = await setEventStatus(tx, cache, request.params.id, status);
        await recordAudit(tx, {
          ...actor,
          action: 'event.status',
          targetType: 'event',
          targetId: request.params.id,
          details: { to: status, market_ids: changed },
        });
        return changed;
      });
      for (const marketId of marketIds) feed.publish(marketId);
      const noun = marketIds.length === 1 ? 'market' : 'markets';
      return ok({ event_id: request.params.id, status, market_ids: marketIds }, `${marketIds.length} ${noun} ${status === 'OPEN' ? 'reopened' : 'suspended'}`);
    },
  );

  app.post(
    '/events/:id/markets',
    { schema: { tags, security, params: idParams, body: createMarketSchema, response: { 201: marketData, ...errors } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      await ensureHouseFunded(app.db, cache);
      const id = await app.db.transaction(async (tx) => {
        const marketId = await createMarket(tx, cache, request.params.id, request.body);
        await recordAudit(tx, {
          ...actor,
          action: 'market.create',
          targetType: 'market',
          targetId: marketId,
          details: { event_id: request.params.id, ...request.body },
        });
        return marketId;
      });
      return reply.status(201).send(ok({ market: await getMarketBook(app.db, id) }, 'Market created'));
    },
  );

  app.get(
    '/markets',
    {
      schema: {
        tags,
        security,
        querystring: adminMarketsQuerySchema,
        response: { 200: okSchema(z.object({ markets: z.array(adminMarketRowSchema) })), ...errors },
      },
    },
    async (request) => ok({ markets: await listAdminMarkets(app.db, request.query) }),
  );

  app.get('/markets/:id', { schema: { tags, security, params: idParams, response: { 200: okSchema(adminMarketSchema), ...errors } } }, async (request) =>
    ok(await getAdminMarket(app.db, (await houseMakerFor(app.db, cache, request.params.id, 'real')).userId, request.params.id)),
  );

  app.get('/exchange/house', { schema: { tags, security, response: { 200: okSchema(z.object({ house: houseSummarySchema })), ...errors } } }, async () =>
    ok({ house: await getHouseSummary(app.db, [...(await houseUserIds(app.db, cache, 'real'))]) }),
  );

  app.patch(
    '/markets/:id',
    { schema: { tags, security, params: idParams, body: updateMarketSchema, response: { 200: marketData, ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction(async (tx) => {
        await updateMarket(tx, request.params.id, request.body);
        await recordAudit(tx, { ...actor, action: 'market.update', targetType: 'market', targetId: request.params.id, details: { ...request.body } });
      });
      feed.publish(request.params.id);
      return ok({ market: await getMarketBook(app.db, request.params.id) }, 'Market updated');
    },
  );

  app.put(
    '/markets/:id/prices',
    { schema: { tags, security, params: idParams, body: setPricesSchema, response: { 200: marketData, ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      await ensureHouseFunded(app.db, cache);
      await app.db.transaction(async (tx) => {
        await setPrices(tx, cache, request.params.id, request.body);
        await recordAudit(tx, { ...actor, action: 'market.prices', targetType: 'market', targetId: request.params.id, details: { ...request.body } });
      });
      feed.publish(request.params.id);
      return ok({ market: await getMarketBook(app.db, request.params.id) }, 'Prices set');
    },
  );

  app.post(
    '/markets/:id/status',
    { schema: { tags, security, params: idParams, body: setMarketStatusSchema, response: { 200: marketData, ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction(async (tx) => {
        const { previous } = await setMarketStatus(tx, cache, request.params.id, request.body.status);
        await recordAudit(tx, {
          ...actor,
          action: 'market.status',
          targetType: 'market',
          targetId: request.params.id,
          details: { from: previous, to: request.body.status },
        });
      });
      feed.publish(request.params.id);
      return ok({ market: await getMarketBook(app.db, request.params.id) }, `Market ${request.body.status.toLowerCase()}`);
    },
  );

  app.post(
    '/markets/:id/settle',
    { schema: { tags, security, params: idParams, body: settleMarketSchema, response: { 200: settlementData, ...errors } } },
    async (request) => {
      const actor = await actorOf(request);
      const result = toSettlementResult(request.body);
      const settlement = await app.db.transaction(async (tx) => {
        const settled = await settleMarket(tx, cache, request.params.id, result);
        if (!settled.already_settled) {
          await recordAudit(tx, {
            ...actor,
            action: 'market.settle',
            targetType: 'market',
            targetId: request.params.id,
            details: { result, round: settled.round },
          });
        }
        return settled;
      });
      feed.publish(request.params.id);
      return ok({ settlement }, settlement.already_settled ? 'Market was already settled with this result' : 'Market settled');
    },
  );

  app.post(
    '/markets/:id/resettle',
    {
      schema: {
        tags,
        security,
        summary: "Correct a settled market's result, with a reason and a confirmation: the last settlement is reversed through the ledger and players are told",
        params: idParams,
        body: resettleMarketSchema,
        response: { 200: settlementData, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { reason, confirm: _confirmed, ...resultInput } = request.body;
      const result = toSettlementResult(resultInput);
      const settlement = await app.db.transaction(async (tx) => {
        const settled = await resettleMarket(tx, cache, request.params.id, result);
        if (!settled.already_settled) {
          await recordAudit(tx, {
            ...actor,
            action: 'market.resettle',
            targetType: 'market',
            targetId: request.params.id,
            details: { result, round: settled.round, reason },
          });
        }
        return settled;
      });
      feed.publish(request.params.id);
      return ok({ settlement }, settlement.already_settled ? 'Market was already settled with this result' : 'Market resettled');
    },
  );
}
