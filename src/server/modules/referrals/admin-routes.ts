import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/content';
import { referralSettingsSchema } from '@shared/schemas/promotions';
import { adminReferralCodeSchema, createReferralCodeSchema, updateReferralCodeSchema } from '@shared/schemas/referrals';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf } from '@server/modules/audit';
import { getReferralSettings, updateReferralSettings } from './player-referrals';
import { createReferralCode, listReferralCodes, setReferralCodeActive } from './referral-codes';

const tags = ['admin: referral codes'];
const security = [{ bearer: [] }];
const denied = { 401: errorSchema, 403: errorSchema };
const codeData = okSchema(z.object({ referral_code: adminReferralCodeSchema }));

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function referralAdminRoutes(app: ZodApp) {
  app.get(
    '/referral-codes',
    {
      schema: {
        tags,
        summary: 'Every referral code with its uses',
        security,
        response: { 200: okSchema(z.object({ referral_codes: z.array(adminReferralCodeSchema) })), ...denied },
      },
    },
    async () => ok({ referral_codes: await listReferralCodes(app.db) }),
  );

  app.post(
    '/referral-codes',
    {
      schema: {
        tags,
        summary: 'Create a referral code (stored upper case)',
        security,
        body: createReferralCodeSchema,
        response: { 201: codeData, 400: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const code = await app.db.transaction((tx) => createReferralCode(tx, request.body.code, actor));
      return reply.status(201).send(ok({ referral_code: code }, 'Referral code created'));
    },
  );

  app.put(
    '/referral-codes/:id',
    {
      schema: {
        tags,
        summary: 'Enable or disable a referral code',
        security,
        params: idParamsSchema,
        body: updateReferralCodeSchema,
        response: { 200: codeData, 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const code = await app.db.transaction((tx) => setReferralCodeActive(tx, request.params.id, request.body.is_active, actor));
      return ok({ referral_code: code }, code.is_active ? 'Referral code enabled' : 'Referral code disabled');
    },
  );

  app.get(
    '/referral-settings',
    {
      schema: {
        tags,
        summary: 'What a referrer earns for a friend',
        security,
        response: { 200: okSchema(z.object({ settings: referralSettingsSchema })), ...denied },
      },
    },
    async () => ok({ settings: await getReferralSettings(app.db) }),
  );

  app.put(
    '/referral-settings',
    {
      schema: {
        tags,
        summary: "Set the referrer's bonus, its wagering and whether the programme is on",
        security,
        body: referralSettingsSchema,
        response: { 200: okSchema(z.object({ settings: referralSettingsSchema })), 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const settings = await app.db.transaction((tx) => updateReferralSettings(tx, request.body, actor));
      return ok({ settings }, 'Referral settings saved');
    },
  );
}
