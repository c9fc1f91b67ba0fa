import type { ZodApp } from '../../app';
import { catalogueRoutes } from './catalogue/routes';
import { fairnessRoutes } from './house-games/fairness-routes';
import { playerGameRoutes } from './house-games/player-game-routes';
import { launchRoutes } from './launch/routes';
import { walletCallbackRoutes } from './seamless-wallet/callback-routes';

// The casino (DESIGN §7): catalogue, launch, the seamless wallet's callbacks, house games, operator.
export async function casinoRoutes(app: ZodApp) {
  await app.register(catalogueRoutes);
  await app.register(launchRoutes);
  await app.register(walletCallbackRoutes);
  await app.register(playerGameRoutes);
  await app.register(fairnessRoutes);
}
