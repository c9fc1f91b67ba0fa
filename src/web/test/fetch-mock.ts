import { vi } from 'vitest';

// A fetch stand-in for component tests: each handler answers one method and path.

export type MockCall = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Reply = { status?: number; body: unknown } | Error;
type Handler = (call: MockCall) => Reply | Promise<Reply>;

export function ok(data: unknown, message?: string): { status: number; body: unknown } {
  return { status: 200, body: message === undefined ? { success: true, data } : { success: true, message, data } };
}

export function fail(status: number, message: string, code = 'ERROR', errors?: Record<string, string>): { status: number; body: unknown } {
  return { status, body: { success: false, message, code, ...(errors ? { errors } : {}) } };
}

/** Installs a fetch that routes `METHOD /path` to handlers; unknown calls answer 404. Returns the calls seen. */
export function mockFetch(handlers: Record<string, Handler>): MockCall[] {
  const calls: MockCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
      const call: MockCall = { method, path: url.pathname + url.search, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, headers };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const reply = handler ? await handler(call) : fail(404, 'Not found', 'NOT_FOUND');
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
