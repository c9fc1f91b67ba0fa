import type { FeedConfig } from '@server/config';
import type { ZodApp } from '@server/http/app-types';
import { startFeed, type FeedRuntime } from './feed-runtime';
import { startDemoReplay, type DemoReplay } from './replay';
import { feedSourceFrom } from './feed-from-config';

// Starts the feed once the app is ready: the configured feed (FEED_URL), or the demo's replay
// of recorded matches through the same client (FEED_DEMO). Neither runs under test unless asked.

/** The demo's feed: the in-process replay, answering as Betfair's stream does, no network. */
const DEMO_FEED: FeedConfig = {
  url: '',
  appKey: undefined,
  sessionToken: undefined,
  heartbeatMs: 5000,
  caFile: undefined,
  priceFields: 'EX_BEST_OFFERS_DISP',
  cricketScores: true,
  login: undefined,
  catalogue: undefined,
};

export async function feedRoutes(app: ZodApp) {
  const { feed, feedDemo } = app.config;
  if (!feed && !feedDemo) return;
  let runtime: FeedRuntime | undefined;
  let replay: DemoReplay | undefined;
  app.addHook('onReady', async () => {
    let target = feed;
    if (!target && feedDemo) {
      replay = await startDemoReplay({ stepMs: feedDemo.stepMs, heartbeatMs: 5000 });
      target = { ...DEMO_FEED, url: replay.url };
    }
    if (!target) return;
    runtime = startFeed(app, feedSourceFrom(target, app.log));
  });
  app.addHook('preClose', async () => {
    await runtime?.stop();
    await replay?.stop();
  });
}
