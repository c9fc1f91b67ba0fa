import type { ZodApp } from '@server/http/app-types';
import { catalogueRoutes } from './catalogue/routes';
import { startDemoAggregator } from './fake-aggregator/demo-aggregator';
import type { FakeAggregator } from './fake-aggregator/fake-aggregator';
import { colorRoutes } from './house-games/color/color-routes';
import { createCrashFeed } from './house-games/crash/crash-feed';
import { crashRoutes } from './house-games/crash/crash-routes';
import { fairnessRoutes } from './house-games/fairness-routes';
import { playerGameRoutes } from './house-games/player-game-routes';
import { startRoundLoop, type RoundLoop } from './house-games/round-loop';
import { tableRoutes } from './house-games/tables/table-routes';
import { launchRoutes } from './launch/routes';
import { walletCallbackRoutes } from './seamless-wallet/callback-routes';

// The casino: catalogue, launch, the seamless wallet's callbacks, house games, operator.
export async function casinoRoutes(app: ZodApp) {
  await app.register(catalogueRoutes);
  await app.register(launchRoutes);
  await app.register(walletCallbackRoutes);
  await app.register(playerGameRoutes);
  await app.register(fairnessRoutes);
  const feed = createCrashFeed(app.db);
  await app.register(crashRoutes, { feed });
  await app.register(colorRoutes);
  await app.register(tableRoutes);
  app.addHook('preClose', async () => feed.close());

  // The shared rounds' clock runs only when configured (never in tests unless one starts it).
  if (app.config.casinoRoundLoop) {
    let loop: RoundLoop | undefined;
    app.addHook('onReady', async () => {
      loop = startRoundLoop(app.database, { log: app.log, tables: { bettingMs: app.config.casinoTableBettingMs } });
    });
    app.addHook('onClose', async () => loop?.stop());
  }

  // The demo's stand-in aggregator, once Lotus listens (it calls Lotus's wallet callbacks).
  const demoPort = app.config.demoAggregatorPort;
  if (demoPort !== undefined) {
    let demo: FakeAggregator | undefined;
    app.addHook('onListen', async () => {
      demo = await startDemoAggregator({ db: app.db, port: demoPort, lotusPort: listeningPort(app), log: app.log });
      if (demo) app.allowFrameOrigin(demo.url);
    });
    app.addHook('onClose', async () => demo?.close());
  }
}

function listeningPort(app: ZodApp): number {
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : app.config.port;
}
