import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '@server/db/client';
import { isUnavailable } from '@server/db/faults';
import { watchRedis } from '@server/redis-client';
import type { World } from '../ledger';
import { getMarketBook } from './market-book';

// Live books: after a change commits, its market id is published; each process
// with SSE clients on that market reads the book once (coalescing bursts) and pushes it to them
// when it differs from what they last got. With Redis, ids go through one pub/sub channel, so a
// change made by any process reaches clients of every process (the publisher hears itself too).
// While Redis is away a change reaches this process's clients only; when the subscription is back
// (ioredis resubscribes on its own), every book with clients here is read again, so whatever
// changed meanwhile in another process reaches them.

const CHANNEL = 'lotus:market-changed';
const COALESCE_MS = 25;
/** How long a new stream waits for the first subscription before it starts on local changes alone (Redis away). */
const SUBSCRIBE_WAIT_MS = 2000;

export type BookListener = (bookJson: string) => void;

export type MarketFeed = {
  /** Call after the transaction that changed the market has committed. */
  publish(marketId: number): void;
  /** Resolves once changes from other processes can be heard, or after a short wait while Redis is away. Never rejects. */
  ready(): Promise<void>;
  /** `initial` is the snapshot of the world's book the client was just sent: only books that differ follow. */
  subscribe(marketId: number, world: World, initial: string, listener: BookListener, onEnd: () => void): () => void;
  /** Ends every stream (before the server closes) and the Redis subscription. */
  close(): Promise<void>;
};

export function createMarketFeed(options: { db: Db; redis: Redis | undefined; log: FastifyBaseLogger }): MarketFeed {
  const { db, redis, log } = options;
  const listeners = new Map<number, Set<{ world: World; send: BookListener; end: () => void; last: string }>>();
  const pending = new Set<number>();
  let subscriber: Redis | undefined;
  let subscribed: Promise<void> | undefined;
  let isClosed = false;

  const push = async (marketId: number) => {
    pending.delete(marketId);
    const targets = listeners.get(marketId);
    if (!targets || targets.size === 0 || isClosed) return;
    try {
      // Each world's book once, whatever the number of its clients.
      const books = new Map<World, string>();
      for (const target of targets) {
        let json = books.get(target.world);
        if (json === undefined) {
          json = JSON.stringify(await getMarketBook(db, marketId, target.world));
          books.set(target.world, json);
        }
        if (target.last === json) continue;
        target.last = json;
        target.send(json);
      }
    } catch (error) {
      log.warn({ err: error, marketId }, 'could not push a market book');
    }
  };

  const changed = (marketId: number) => {
    if (!listeners.has(marketId) || pending.has(marketId)) return;
    pending.add(marketId);
    setTimeout(() => void push(marketId), COALESCE_MS).unref();
  };

  const ready = (): Promise<void> => {
    if (!redis || isClosed) return Promise.resolve();
    subscribed ??= (async () => {
      // Unlike the publishing connection, this one queues its SUBSCRIBE until Redis answers.
      const connection = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, connectionName: `lotus-market-feed-${process.pid}` });
      subscriber = connection;
      watchRedis(connection, log, 'market feed subscriber');
      connection.on('message', (_channel: string, message: string) => {
        const marketId = Number(message);
        if (Number.isSafeInteger(marketId)) changed(marketId);
      });
      await connection.subscribe(CHANNEL);
      // From now on each time the subscription comes back, changes missed meanwhile are caught up.
      connection.on('ready', () => {
        for (const marketId of listeners.keys()) changed(marketId);
      });
    })().catch((error: unknown) => {
      if (!isClosed) log.warn({ err: error }, 'market feed could not subscribe');
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
      timer.unref();
    });
    return Promise.race([subscribed, waited]).finally(() => clearTimeout(timer));
  };

  return {
    publish(marketId) {
      if (!redis) return changed(marketId);
      redis.publish(CHANNEL, String(marketId)).catch((error: unknown) => {
        // Redis away is logged once by the connection's watcher (main.ts), not at every change.
        if (!isUnavailable(error)) log.warn({ err: error }, 'could not publish a market change; telling local clients only');
        changed(marketId);
      });
    },
    ready,
    subscribe(marketId, world, initial, send, end) {
      let set = listeners.get(marketId);
      if (!set) {
        set = new Set();
        listeners.set(marketId, set);
      }
      const entry = { world, send, end, last: initial };
      set.add(entry);
      return () => {
        const current = listeners.get(marketId);
        current?.delete(entry);
        if (current && current.size === 0) listeners.delete(marketId);
      };
    },
    async close() {
      isClosed = true;
      for (const set of listeners.values()) for (const entry of set) entry.end();
      listeners.clear();
      // Disconnecting ends a SUBSCRIBE still waiting for Redis too.
      if (subscriber) {
        subscriber.disconnect();
        subscriber = undefined;
      }
    },
  };
}
