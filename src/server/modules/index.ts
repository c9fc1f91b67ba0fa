import type { ZodApp } from '../app';
import { requireAdmin } from '../http/guards';
import { auditAdminRoutes } from './audit/admin-routes';
import { authRoutes } from './auth/routes';
import { betsRoutes } from './bets/routes';
import { bankRoutes } from './banks/routes';
import { casinoAdminRoutes } from './casino/admin/admin-routes';
import { casinoRoutes } from './casino/routes';
import { contentAdminRoutes } from './content/admin-routes';
import { contentRoutes } from './content/routes';
import { exchangeAdminRoutes } from './exchange/admin-routes';
import { exchangeRoutes } from './exchange/routes';
import { healthRoutes } from './health/routes';
import { ledgerAdminRoutes } from './ledger/admin-routes';
import { matkaAdminRoutes } from './matka/admin-routes';
import { matkaRoutes } from './matka/routes';
import { mediaAdminRoutes } from './media/admin-routes';
import { mediaRoutes } from './media/routes';
import { paymentAdminRoutes } from './payments/admin-routes';
import { paymentRoutes } from './payments/routes';
import { referralAdminRoutes } from './referrals/admin-routes';
import { userAdminRoutes } from './user/admin-routes';
import { userRoutes } from './user/routes';
import { walletRoutes } from './wallet/routes';

// Each feature registers its routes here, once. Operator routes live under /api/admin in each module's admin-routes.ts.
export async function registerModules(app: ZodApp): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(walletRoutes);
  await app.register(paymentRoutes);
  await app.register(bankRoutes);
  await app.register(casinoRoutes);
  await app.register(exchangeRoutes);
  await app.register(betsRoutes);
  await app.register(matkaRoutes);

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
      await admin.register(userAdminRoutes);
      await admin.register(casinoAdminRoutes);
      await admin.register(paymentAdminRoutes);
      await admin.register(ledgerAdminRoutes);
      await admin.register(exchangeAdminRoutes);
      await admin.register(matkaAdminRoutes);
    },
    { prefix: '/api/admin' },
  );
}
