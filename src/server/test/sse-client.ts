import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '@server/http/app-types';

// A minimal SSE reader for tests: connects to a listening app, collects `book` events, and
// waits for the next one that satisfies a predicate.

export type BookEvent = {
  id: number;
  status: string;
  runners: Array<{ id: number; back: Array<{ price: number; size: number }>; lay: Array<{ price: number; size: number }> }>;
};

export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: BookEvent[];
  /** The first event from index `from` (default: the next to arrive) that satisfies the predicate. */
  next(predicate?: (event: BookEvent) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<BookEvent>;
  close(): void;
};

export async function listenOnFreePort(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export function openSse(url: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      const events: BookEvent[] = [];
      const waiters: Array<{ predicate: (event: BookEvent) => boolean; resolve: (event: BookEvent) => void; seen: number }> = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!block.includes('event: book') || data === '') continue;
          events.push(JSON.parse(data) as BookEvent);
          for (const waiter of [...waiters]) {
            const found = events.slice(waiter.seen).find(waiter.predicate);
            if (found) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(found);
            }
          }
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        next(predicate = () => true, { from = events.length, timeoutMs = 10_000 } = {}) {
          const seen = from;
          const already = events.slice(seen).find(predicate);
          if (already) return Promise.resolve(already);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error('no matching SSE event in time')), timeoutMs);
            waiters.push({
              predicate,
              seen,
              resolve: (event) => {
                clearTimeout(timer);
                done(event);
              },
            });
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
