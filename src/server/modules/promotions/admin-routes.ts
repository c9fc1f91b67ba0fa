import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/content';
import { adminPromotionSchema, createPromotionSchema, operatorBonusSchema, updatePromotionSchema } from '@shared/schemas/promotions';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf } from '@server/modules/audit';
import { creditOperatorBonus } from './operator-bonus';
import { createPromotion, listPromotions, updatePromotion } from './promotion-store';

const tags = ['admin: promotions'];
const security = [{ bearer: [] }];
const denied = { 401: errorSchema, 403: errorSchema };
const promotionData = okSchema(z.object({ promotion: adminPromotionSchema }));

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function promotionAdminRoutes(app: ZodApp) {
  app.get(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Every promotion with its redemptions',
        security,
        response: { 200: okSchema(z.object({ promotions: z.array(adminPromotionSchema) })), ...denied },
      },
    },
    async () => ok({ promotions: await listPromotions(app.db) }),
  );

  app.post(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Create a promotion: a fixed bonus or a percent of the next deposit with a cap; validity, limits and wagering',
        security,
        body: createPromotionSchema,
        response: { 201: promotionData, 400: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const promotion = await app.db.transaction((tx) => createPromotion(tx, request.body, actor));
      return reply.status(201).send(ok({ promotion }, 'Promotion created'));
    },
  );

  app.put(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Switch a promotion on or off, or change its title and description and their versions in Hindi, Bengali and Tamil',
        security,
        params: idParamsSchema,
        body: updatePromotionSchema,
        response: { 200: promotionData, 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const promotion = await app.db.transaction((tx) => updatePromotion(tx, request.params.id, request.body, actor));
      const message = request.body.is_active === undefined ? 'Promotion updated' : promotion.is_active ? 'Promotion enabled' : 'Promotion disabled';
      return ok({ promotion }, message);
    },
  );

  app.post(
    '/players/:id/bonus',
    {
      schema: {
        tags,
        summary: "Credit a real player's bonus wallet with a reason and a wagering multiple (audited)",
        security,
        params: idParamsSchema,
        body: operatorBonusSchema,
        response: { 201: okSchema(z.object({ grant_id: z.number() })), 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const grantId = await app.db.transaction((tx) => creditOperatorBonus(tx, request.params.id, request.body, actor));
      return reply.status(201).send(ok({ grant_id: grantId }, 'Bonus credited'));
    },
  );
}
