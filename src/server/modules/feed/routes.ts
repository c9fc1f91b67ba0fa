import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedConfig } from '@server/config';
import type { Db } from '@server/db/client';
import type { ZodApp } from '@server/http/app-types';
import { startFeed } from './feed-runtime';
import { startDemoReplay } from './replay';
import { feedSourceFrom } from './feed-from-config';

// Starts the feed once the app is ready, in the leading process only (leadership.ts): the
// configured feed (FEED_URL), or the demo's replay of recorded matches through the same client
// (FEED_DEMO). When another process takes the lead, the feed starts there. Neither runs under
// test unless asked.

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

/**
 * When the demo's first loop started: when this database was made, so a new demo starts its
 * matches from the beginning and a restart goes on with them. Now, if the database cannot say.
 */
export async function demoSince(db: Pick<Db, 'execute'>, log: FastifyBaseLogger): Promise<number> {
  try {
    const found = await db.execute<{ since: string | Date | null }>(sql`SELECT min(applied_at) AS since FROM schema_migrations`);
    const since = found.rows[0]?.since;
    if (since) return new Date(since).getTime();
  } catch (error) {
    log.warn({ err: error }, 'the demo feed could not read when the database was made: its matches start now');
  }
  return Date.now();
}

export async function feedRoutes(app: ZodApp) {
  const { feed, feedDemo } = app.config;
  if (!feed && !feedDemo) return;
  app.addHook('onReady', async () => {
    app.leadership.whileLeader(async () => {
      const replay =
        !feed && feedDemo ? await startDemoReplay({ stepMs: feedDemo.stepMs, heartbeatMs: 5000, since: await demoSince(app.db, app.log) }) : undefined;
      const target = feed ?? (replay && { ...DEMO_FEED, url: replay.url });
      if (!target) return async () => {};
      const runtime = startFeed(app, feedSourceFrom(target, app.log));
      return async () => {
        await runtime.stop();
        await replay?.stop();
      };
    });
  });
}
