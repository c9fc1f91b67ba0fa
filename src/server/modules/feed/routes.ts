import type { ZodApp } from '@server/http/app-types';
import { startFeed } from './feed-runtime';
import { startDemoReplay } from './replay';
import { createStreamClient } from './stream-client';

// Starts the feed once the app is ready, in the leading process only (leadership.ts): the
// configured feed (FEED_URL), or the demo's replay of recorded matches through the same client
// (FEED_DEMO). When another process takes the lead, the feed starts there. Neither runs under
// test unless asked.

export async function feedRoutes(app: ZodApp) {
  const { feed, feedDemo } = app.config;
  if (!feed && !feedDemo) return;
  app.addHook('onReady', async () => {
    app.leadership.whileLeader(async () => {
      const replay = !feed && feedDemo ? await startDemoReplay({ stepMs: feedDemo.stepMs, heartbeatMs: 5000 }) : undefined;
      const target = feed ?? (replay && { url: replay.url, appKey: undefined, sessionToken: undefined, heartbeatMs: 5000 });
      if (!target) return async () => {};
      const runtime = startFeed(app, createStreamClient({ ...target, log: app.log }));
      return async () => {
        await runtime.stop();
        await replay?.stop();
      };
    });
  });
}
