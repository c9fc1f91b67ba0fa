import { Redis } from 'ioredis';

/** The local Redis the tests use when it runs (the machine's, not the app's REDIS_URL). */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING on REDIS_URL within a second. */
export async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
