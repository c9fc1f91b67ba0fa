import type { ZodApp } from '@server/http/app-types';
import { startFeed, type FeedRuntime } from './feed-runtime';
import { startDemoReplay, type DemoReplay } from './replay';
import { createStreamClient } from './stream-client';

// Starts the feed once the app is ready: the configured feed (FEED_URL), or the demo's replay
// of recorded matches through the same client (FEED_DEMO). Neither runs under test unless asked.

export async function feedRoutes(app: ZodApp) {
  const { feed, feedDemo } = app.config;
  if (!feed && !feedDemo) return;
  let runtime: FeedRuntime | undefined;
  let replay: DemoReplay | undefined;
  app.addHook('onReady', async () => {
    let target = feed;
    if (!target && feedDemo) {
      replay = await startDemoReplay({ stepMs: feedDemo.stepMs, heartbeatMs: 5000 });
      target = { url: replay.url, appKey: undefined, sessionToken: undefined, heartbeatMs: 5000 };
    }
    if (!target) return;
    runtime = startFeed(app, createStreamClient({ ...target, log: app.log }));
  });
  app.addHook('preClose', async () => {
    await runtime?.stop();
    await replay?.stop();
  });
}
