import { z } from 'zod';
import { promotionMessages, promotionSchema, redeemSchema, bonusWalletSchema, bonusSchema } from '@shared/schemas/promotions';
import { balanceSchema } from '@shared/schemas/wallet';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { bearerToken, requirePlayer } from '@server/http/guards';
import { requestLanguage } from '@server/http/localize';
import { findSessionUser } from '@server/http/session-lookup';
import { perPlayerLimit } from '@server/http/rate-limit';
import { forbidden } from '@server/errors';
import { getBalance } from '@server/modules/ledger';
import { assertMayPlay, findPlayBlock } from '@server/modules/responsible-gambling';
import { getBonusWallet } from './bonus-wallet';
import { listActivePromotions, toPromotion } from './promotion-store';
import { redeemPromotion } from './redeem';
import { scheduleBonusSettlement } from './schedule';

const tags = ['promotions'];
const bearer = [{ bearer: [] }];

export async function promotionRoutes(app: ZodApp) {
  scheduleBonusSettlement(app);

  app.get(
    '/api/promotions/active',
    {
      schema: {
        tags,
        summary: 'The promotions a player can redeem now, with their rules in words (none for a signed-in player on a time-out or self-exclusion)',
        response: { 200: okSchema(z.object({ promotions: z.array(promotionSchema) })) },
      },
    },
    async (request, reply) => {
      // Promotions stop while a player's time-out or self-exclusion runs: a signed-in player on one sees none.
      void reply.header('vary', 'Accept-Language');
      const token = bearerToken(request);
      const user = token ? await findSessionUser(app.db, token) : undefined;
      if (user && (await findPlayBlock(app.db, user.id))) return ok({ promotions: [] });
      return ok({ promotions: await listActivePromotions(app.db, requestLanguage(request)) });
    },
  );

  app.post(
    '/api/promotions/redeem',
    {
      config: perPlayerLimit(20),
      schema: {
        tags,
        summary: 'Redeem a promotion code: a fixed bonus at once, a deposit bonus with the next approved deposit',
        security: bearer,
        body: redeemSchema,
        response: {
          200: okSchema(
            z.object({ status: z.enum(['granted', 'awaiting_deposit']), promotion: promotionSchema, bonus: bonusSchema.nullable(), balance: balanceSchema }),
          ),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await requirePlayer(request);
      if (user.isDemo) throw forbidden(promotionMessages.demo);
      const redemption = await app.db.transaction(async (tx) => {
        // No bonus for a player on a time-out or self-exclusion.
        await assertMayPlay(tx, user.id);
        return redeemPromotion(tx, user.id, request.body.code);
      });
      const wallet = await getBonusWallet(app.db, user.id, requestLanguage(request));
      const bonus = wallet.bonuses.find((grant) => grant.id === redemption.grantId) ?? null;
      const message = redemption.status === 'granted' ? promotionMessages.redeemed : promotionMessages.awaitingDeposit;
      return ok(
        {
          status: redemption.status,
          promotion: toPromotion(redemption.promotion, requestLanguage(request)),
          bonus,
          balance: await getBalance(app.db, user.id),
        },
        message,
      );
    },
  );

  app.get(
    '/api/promotions/bonuses',
    {
      schema: {
        tags,
        summary: "The player's bonus wallet: each bonus with its wagering progress and rules, and deposit bonuses waiting",
        security: bearer,
        response: { 200: okSchema(bonusWalletSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requirePlayer(request);
      void reply.header('vary', 'Accept-Language');
      return ok(await getBonusWallet(app.db, user.id, requestLanguage(request)));
    },
  );
}
