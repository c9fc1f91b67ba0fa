import type { SeedPart } from '@server/db/seed';
import type { ZodApp } from '@server/http/app-types';
import { requireAdmin } from '@server/http/guards';
import { auditAdminRoutes } from './audit';
import { authRoutes } from './auth';
import { bankRoutes } from './banks';
import { betsRoutes } from './bets';
import { casinoAdminRoutes, casinoRoutes, casinoSeedPart } from './casino';
import { contentAdminRoutes, contentLanguagesSeed, contentRoutes, contentSeed, supportContactSeed } from './content';
import { exchangeAdminRoutes, exchangeRoutes, exchangeSeed } from './exchange';
import { feedAdminRoutes, feedRoutes } from './feed';
import { healthRoutes } from './health';
import { ledgerAdminRoutes } from './ledger';
import { matkaAdminRoutes, matkaRoutes, matkaSeed } from './matka';
import { mediaAdminRoutes, mediaRoutes } from './media';
import { notificationRoutes } from './notifications';
import { paymentAdminRoutes, paymentRoutes, walletSeed } from './payments';
import { playerAdminRoutes } from './players';
import { promotionAdminRoutes, promotionLanguagesSeed, promotionRoutes, promotionsSeed } from './promotions';
import { referralAdminRoutes, referralRoutes } from './referrals';
import { reportAdminRoutes } from './reports';
import { riskAdminRoutes } from './risk';
import { smsAdminRoutes } from './sms';
import { responsibleGamblingAdminRoutes, responsibleGamblingRoutes } from './responsible-gambling';
import { userRoutes } from './user';
import { walletRoutes } from './wallet';

/** Each slice's demo content (its seed.ts), in the order it must run (db/seed.ts runs them). */
export const demoSeedParts: SeedPart[] = [
  contentSeed,
  supportContactSeed,
  casinoSeedPart,
  walletSeed,
  exchangeSeed,
  matkaSeed,
  promotionsSeed,
  contentLanguagesSeed,
  promotionLanguagesSeed,
];

// Each feature registers its routes here, once. Operator routes live under /api/admin in each module's admin-routes.ts.
export async function registerModules(app: ZodApp): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(notificationRoutes);
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(walletRoutes);
  await app.register(paymentRoutes);
  await app.register(bankRoutes);
  await app.register(casinoRoutes);
  await app.register(exchangeRoutes);
  await app.register(betsRoutes);
  await app.register(feedRoutes);
  await app.register(matkaRoutes);
  await app.register(promotionRoutes);
  await app.register(referralRoutes);
  await app.register(responsibleGamblingRoutes);

  // The operator API: its own prefix, its own guard (401 without a token, 403 for a player),
  // checked before any body is read. Each module adds its admin-routes.ts here.
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        await requireAdmin(request);
      });
      await admin.register(referralAdminRoutes);
      await admin.register(contentAdminRoutes);
      await admin.register(mediaAdminRoutes);
      await admin.register(auditAdminRoutes);
      await admin.register(playerAdminRoutes);
      await admin.register(casinoAdminRoutes);
      await admin.register(paymentAdminRoutes);
      await admin.register(ledgerAdminRoutes);
      await admin.register(exchangeAdminRoutes);
      await admin.register(feedAdminRoutes);
      await admin.register(matkaAdminRoutes);
      await admin.register(smsAdminRoutes);
      await admin.register(reportAdminRoutes);
      await admin.register(promotionAdminRoutes);
      await admin.register(responsibleGamblingAdminRoutes);
      await admin.register(riskAdminRoutes);
    },
    { prefix: '/api/admin' },
  );
}
