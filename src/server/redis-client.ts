import { Redis } from 'ioredis';

// The one Redis connection of a process (rate limits, the sign-in throttle, publishing market
// changes), made so that Redis going away never ends the process or holds a request:
//  - an 'error' event is always listened to (logged, at most once per outage);
//  - it reconnects for ever, with backoff up to RECONNECT_MAX_MS;
//  - while it is away a command fails at once instead of queueing, and its caller falls back to
//    this process's own counts (docs/decisions/047-faults-and-stopping.md says what each limit does).
// Subscribers are duplicates of it (market-feed.ts) that queue their SUBSCRIBE and resubscribe
// on their own after a reconnect.

const RECONNECT_MAX_MS = 5000;
/** How long a start waits for Redis before it serves anyway on this process's own limits. */
const FIRST_CONNECT_WAIT_MS = 5000;

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.min(attempt, 10), RECONNECT_MAX_MS);
}

/** Whether the connection is up now: a caller that would otherwise fail uses its fallback at once. */
export const isRedisReady = (redis: Redis): boolean => redis.status === 'ready';

/**
 * The process's connection, not yet connected: give it a listener (watchRedis) and call
 * connect(); until it is up its commands fail at once and their callers fall back.
 */
export function openRedis(url: string, name = 'lotus'): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
  });
  // Until watchRedis gives it the app's log: an 'error' event with no listener would end the process.
  redis.on('error', () => undefined);
  return redis;
}

/** Logs a connection's outages and returns, once per outage; `name` says which connection. */
export function watchRedis(redis: Redis, log: Log, name: string): void {
  let isAway = false;
  redis.on('error', (error: Error) => {
    if (isAway) return;
    isAway = true;
    log.warn({ err: error, connection: name }, 'Redis is away: reconnecting; limits count in this process meanwhile');
  });
  redis.on('ready', () => {
    if (!isAway) return;
    isAway = false;
    log.info({ connection: name }, 'Redis is back');
  });
}

/** Resolves when Redis is ready or FIRST_CONNECT_WAIT_MS has passed (then it goes on reconnecting); true when ready. */
export function waitForRedis(redis: Redis, waitMs = FIRST_CONNECT_WAIT_MS): Promise<boolean> {
  if (isRedisReady(redis)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), waitMs);
    redis.on('ready', onReady);
  });
}
