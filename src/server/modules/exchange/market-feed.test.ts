import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '@server/db/client';
import { createMarketFeed } from './market-feed';

// Publishing a market change while Redis is away: the outage is the connection watcher's to log,
// once (main.ts); a change made meanwhile must not log again. Any other refusal is still logged.
// The changes crossing processes, and coming back with Redis, are in main-faults.test.ts.

function feedPublishingInto(failure: Error) {
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
  const redis = { publish: () => Promise.reject(failure) } as unknown as Redis;
  return { feed: createMarketFeed({ db: {} as Db, redis, log }), warnings };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('publishing a market change', () => {
  it('logs nothing for each change while Redis is away (no offline queue: the command fails at once)', async () => {
    const { feed, warnings } = feedPublishingInto(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
    for (let marketId = 1; marketId <= 50; marketId++) feed.publish(marketId);
    await settled();
    expect(warnings).toEqual([]);
  });

  it('logs a refusal that is not an outage', async () => {
    const { feed, warnings } = feedPublishingInto(new Error('NOPERM this user has no permissions to access the channel'));
    feed.publish(7);
    await settled();
    expect(warnings).toEqual(['could not publish a market change; telling local clients only']);
  });
});
