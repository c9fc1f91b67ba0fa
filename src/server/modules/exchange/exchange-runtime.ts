import type { FastifyInstance } from 'fastify';
import { exchangeCacheFor, type ExchangeCache } from './exchange-cache';
import { createMarketFeed, type MarketFeed } from './market-feed';

// The exchange's per-app companions: the state cache (per database handle) and the live feed
// (per app: its SSE clients and its Redis subscription). Routes of the exchange, bets and the
// operator API all reach the same ones through the app they are registered on.

export type ExchangeRuntime = { cache: ExchangeCache; feed: MarketFeed };

const runtimes = new WeakMap<object, ExchangeRuntime>();

export function exchangeRuntime(app: FastifyInstance): ExchangeRuntime {
  // Every plugin context of one app shares its HTTP server object.
  let runtime = runtimes.get(app.server);
  if (!runtime) {
    runtime = {
      cache: exchangeCacheFor(app.db),
      feed: createMarketFeed({ db: app.db, redis: app.redis, log: app.log }),
    };
    runtime.cache.log = app.log;
    runtimes.set(app.server, runtime);
  }
  return runtime;
}
