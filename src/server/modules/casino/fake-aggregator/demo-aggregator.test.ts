import { createServer, type AddressInfo, type Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@server/test/test-app';
import { configureProvider, createCasinoTestApp } from '@server/test/casino-support';
import { startDemoAggregator } from './demo-aggregator';

// The demo's stand-in aggregator starts beside Lotus on a fixed port. When something else holds
// that port (a second copy of Lotus, say), Lotus must go on without it, not crash.

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

async function listening(port = 0): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const closed = (server: Server) => new Promise((resolve) => server.close(resolve));

function logInto(warnings: string[]): FastifyBaseLogger {
  const log = { info: () => {}, warn: (_context: unknown, message: string) => warnings.push(message) };
  return log as unknown as FastifyBaseLogger;
}

describe('the demo aggregator', () => {
  it('starts on its port and serves the provider configured there', async () => {
    const probe = await listening();
    const port = portOf(probe);
    await closed(probe);
    await configureProvider(t, 'royal-gaming', { apiUrl: `http://127.0.0.1:${port}` });
    const warnings: string[] = [];
    const demo = await startDemoAggregator({ db: t.db, port, lotusPort: 1, log: logInto(warnings) });
    expect(demo?.url).toBe(`http://127.0.0.1:${port}`);
    expect(warnings).toEqual([]);
    await demo?.close();
  });

  it('on a port already taken, warns and lets Lotus run without it', async () => {
    const taken = await listening();
    const port = portOf(taken);
    await configureProvider(t, 'royal-gaming', { apiUrl: `http://127.0.0.1:${port}` });
    const warnings: string[] = [];
    const demo = await startDemoAggregator({ db: t.db, port, lotusPort: 1, log: logInto(warnings) });
    expect(demo).toBeUndefined();
    expect(warnings).toEqual([`demo aggregator could not start on http://127.0.0.1:${port}; its titles will fail to launch`]);
    await closed(taken);
  });
});
