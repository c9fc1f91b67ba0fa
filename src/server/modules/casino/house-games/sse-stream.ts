import type { FastifyReply } from 'fastify';
import type { FeedEvent, PolledFeed } from './polled-feed';

// Answers a request with a feed as server-sent events: the current state first, then every event
// of the feed, a comment every 15 s so proxies keep the connection, until either side closes.

const HEARTBEAT_MS = 15_000;

export async function streamFeed<S, E extends FeedEvent>(reply: FastifyReply, feed: PolledFeed<S, E>, currentState: () => Promise<S>): Promise<void> {
  // Read before taking the socket over, so a failure still answers as an error.
  const first = await currentState();
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send('state', first);
  if (response.destroyed) return;

  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const unsubscribe = feed.subscribe((event) => {
    if (event.event !== 'close') return void send(event.event, 'data' in event ? event.data : null);
    // The server is stopping: the browser comes back at once, to another process behind the balancer.
    response.end('retry: 500\n\n');
  });
  response.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
