import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { isRedisReady } from '../redis-client';

// The per-address and per-player limits' counts: in Redis, so every process counts together, and
// in this process's own memory while Redis is away (a command failed, or the connection is not
// up), so a limit keeps limiting rather than opening or answering 500. While Redis is away each
// process counts alone: a client spread over N processes gets at most N times its allowance.

type Incr = (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) => void;
type Store = { incr: Incr; child(routeOptions: unknown): Store };
type StoreParams = { continueExceeding: boolean; exponentialBackoff: boolean };

// The plugin's own two stores, which it offers only one at a time.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

class RedisOrLocalStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly remote: Store,
    private readonly local: Store,
  ) {}

  incr: Incr = (key, callback, timeWindow, max) => {
    if (!isRedisReady(this.redis)) return this.local.incr(key, callback, timeWindow, max);
    this.remote.incr(
      key,
      (error, result) => {
        if (error) this.local.incr(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  };

  child(routeOptions: unknown): Store {
    return new RedisOrLocalStore(this.redis, this.remote.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store for @fastify/rate-limit: Redis, and this process's memory while Redis is away. */
export function redisOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class {
    constructor(params: StoreParams) {
      const store = new RedisOrLocalStore(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
      return store as unknown as FastifyRateLimitStore;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
