import { myReferralsSchema } from '@shared/schemas/promotions';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requirePlayer } from '@server/http/guards';
import { forbidden } from '@server/errors';
import { getMyReferrals } from './player-referrals';

export const REFER_REAL_PLAYERS_ONLY = 'Refer & Earn is for real-money accounts';

export async function referralRoutes(app: ZodApp) {
  app.get(
    '/api/referrals/me',
    {
      schema: {
        tags: ['referrals'],
        summary: "The player's own referral code and link, friends who joined with it and bonuses earned",
        security: [{ bearer: [] }],
        response: { 200: okSchema(myReferralsSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = await requirePlayer(request);
      if (user.isDemo) throw forbidden(REFER_REAL_PLAYERS_ONLY);
      return ok(await getMyReferrals(app.db, user.id));
    },
  );
}
