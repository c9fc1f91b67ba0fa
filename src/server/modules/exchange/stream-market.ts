import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getMarketBook } from './market-book';
import type { MarketFeed } from './market-feed';

// GET /api/stream/markets/{id}: an SSE stream of the market's book. The first event is the
// current book; then one `book` event per change, a comment line as heartbeat every 15 s so
// proxies keep the connection, and cleanup when the client goes or the server stops.

export const HEARTBEAT_MS = 15_000;

export async function streamMarket(app: FastifyInstance, feed: MarketFeed, request: FastifyRequest, reply: FastifyReply, marketId: number) {
  const initial = JSON.stringify(await getMarketBook(app.db, marketId)); // 404 before the stream starts
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
  send(initial);

  let isOpen = true;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const finish = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    unsubscribe();
    raw.end();
  };
  const unsubscribe = feed.subscribe(marketId, initial, send, finish);
  request.raw.on('close', finish);
  raw.on('error', finish);
}
