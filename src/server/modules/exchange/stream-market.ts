import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '@server/errors';
import type { World } from '../ledger';
import { getMarketBook } from './market-book';
import type { MarketFeed } from './market-feed';

// GET /api/stream/markets/{id} (and ?ids=1,2,3 for several markets on one connection): an SSE
// stream of each market's book. The first events are the current books; then one `book` event
// per change (the market's id is in it), a comment line as heartbeat every 15 s so proxies keep
// the connection, and cleanup when the client goes or the server stops.

export const HEARTBEAT_MS = 15_000;
/** The reconnect delay a stream ends with when the server stops. */
const STOPPING_RETRY_MS = 500;

export async function streamMarkets(
  app: FastifyInstance,
  feed: MarketFeed,
  request: FastifyRequest,
  reply: FastifyReply,
  marketIds: readonly number[],
  world: World,
) {
  // Every book first, so a request naming no known market answers 404 before the stream starts.
  // An unknown id among known ones is left out: the browser shares one EventSource for every
  // market on screen, and a 404 would close it for good.
  const initial = new Map<number, string>();
  for (const marketId of marketIds) {
    const book = await getMarketBook(app.db, marketId, world).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    });
    if (book) initial.set(marketId, JSON.stringify(book));
  }
  if (initial.size === 0) throw notFound('Market not found');
  await feed.ready();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  const send = (json: string) => raw.write(`event: book\ndata: ${json}\n\n`);
  raw.write('retry: 3000\n\n');
  for (const json of initial.values()) send(json);

  let isOpen = true;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const finish = (isServerStopping = false) => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribers) unsubscribe();
    // This process is stopping: the browser comes back at once, to another process behind the balancer.
    if (isServerStopping) raw.write(`retry: ${STOPPING_RETRY_MS}\n\n`);
    raw.end();
  };
  const unsubscribers = [...initial].map(([marketId, json]) => feed.subscribe(marketId, world, json, send, () => finish(true)));
  request.raw.on('close', () => finish());
  raw.on('error', () => finish());
}
