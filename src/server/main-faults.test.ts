import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres, type Database } from './db/client';
import {
  call,
  demoPlayers,
  type Book,
  expectLedgerBalanced,
  expectOneOutcomePerKey,
  expectOnlyCleanAnswers,
  quotedPlayMarket,
  retryUnavailable,
  sendOrders,
} from './test/order-load';
import { exitOf, freePort, redisAnswers, serverEnv, startServer, startServerProcesses, waitForHealth, type ServerProcesses } from './test/server-processes';
import { REDIS_URL } from './test/redis';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';
import { openSse } from './test/sse-client';
import { onPostgres } from './test/test-app';

// Real server processes meeting the faults of production (docs/decisions/047-faults-and-stopping.md):
// PostgreSQL ending their connections under an order load, PostgreSQL away for a while, Redis's
// clients killed and Redis away, PostgreSQL not there yet at start. The processes reach
// PostgreSQL and Redis through TCP proxies the test can cut. After each fault: the processes are
// up, every answer was 2xx, 4xx or 503, each Idempotency-Key has one outcome, the ledger balances.

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgTarget = (() => {
  const url = new URL(serverUrl);
  return { host: url.hostname, port: Number(url.port || 5432) };
})();
const viaProxy = (url: string, proxy: TcpProxy) => {
  const moved = new URL(url);
  moved.hostname = '127.0.0.1';
  moved.port = String(proxy.port);
  return moved.toString();
};
const withRedis = onPostgres && (await redisAnswers());

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const isUp = (server: { child: { exitCode: number | null; signalCode: string | null } }) => server.child.exitCode === null && server.child.signalCode === null;

describe.skipIf(!onPostgres)('server processes when PostgreSQL or Redis fails', () => {
  let procs: ServerProcesses;
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy | undefined;
  let reader: Database;
  let databaseName: string;
  const base = (index = 0) => (procs.servers[index] as { base: string }).base;

  beforeAll(async () => {
    pgProxy = await startTcpProxy(pgTarget);
    redisProxy = withRedis ? await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(REDIS_URL).port || 6379) }) : undefined;
    procs = await startServerProcesses(2, {
      withRedis,
      databaseUrlFor: (url) => viaProxy(url, pgProxy),
      ...(redisProxy ? { redisUrl: `redis://127.0.0.1:${redisProxy.port}` } : {}),
    });
    reader = await openPostgres(procs.databaseUrl, 2);
    databaseName = new URL(procs.databaseUrl).pathname.slice(1);
  }, 120_000);

  afterAll(async () => {
    await reader?.close();
    await procs?.stop();
    await pgProxy?.close();
    await redisProxy?.close();
  }, 60_000);

  it('PostgreSQL ends every connection under an order load: the processes serve on, each key has one outcome, the ledger balances', async () => {
    const players = await demoPlayers(base(), 16);
    const market = await quotedPlayMarket(base());
    let terminated = 0;
    const sent = await sendOrders(() => base(Math.floor(Math.random() * 2)), players, market, 6, {
      onEach: async (count) => {
        // What a restart or failover does to the app's connections, twice during the load.
        if (count !== 24 && count !== 60) return;
        terminated += await admin(async (client) => {
          const ended = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
            databaseName,
          ]);
          return ended.rowCount ?? 0;
        });
      },
    });
    expect(terminated).toBeGreaterThan(0);
    expect(procs.servers.every(isUp)).toBe(true);
    expectOnlyCleanAnswers(sent);
    await retryUnavailable(() => base(), sent);
    await expectOneOutcomePerKey(reader, sent);
    await expectLedgerBalanced(base(1));
  }, 180_000);

  it('PostgreSQL away for a while: quick 503s, live but not ready; serving again without a restart once it is back', async () => {
    const [player] = await demoPlayers(base(), 1);
    if (!player) throw new Error('no player');
    const market = await quotedPlayMarket(base());
    const runner = market.runners[0] as (typeof market.runners)[number];
    const order = { market_id: market.id, runner_id: runner.id, side: 'back', price: (runner.back[0] as { price: number }).price, stake: 100 };
    await pgProxy.stop();
    try {
      const startedAt = Date.now();
      const profile = await call(base(), 'GET', '/api/user/profile', { token: player.token });
      expect(profile.status).toBe(503);
      expect(Date.now() - startedAt).toBeLessThan(8000);
      expect(profile.headers.get('retry-after')).toBe('2');
      const placed = await call(base(1), 'POST', '/api/bets/place', { token: player.token, body: order, headers: { 'idempotency-key': 'while-away' } });
      expect(placed.status).toBe(503);
      expect((await call(base(), 'GET', '/api/health/live')).status).toBe(200);
      expect((await call(base(), 'GET', '/api/health/ready')).status).toBe(503);
    } finally {
      await pgProxy.start();
    }
    for (const index of [0, 1]) {
      await expect.poll(async () => (await call(base(index), 'GET', '/api/health/ready')).status, { timeout: 30_000, interval: 250 }).toBe(200);
    }
    expect((await call(base(), 'GET', '/api/user/profile', { token: player.token })).status).toBe(200);
    const again = await call(base(), 'POST', '/api/bets/place', { token: player.token, body: order, headers: { 'idempotency-key': 'while-away' } });
    expect(again.status).toBe(201);
    expect(procs.servers.every(isUp)).toBe(true);
    await expectLedgerBalanced(base());
  }, 120_000);

  it.skipIf(!withRedis)(
    'Redis kills the processes’ clients: they reconnect and a change made through one process reaches a stream on the other',
    async () => {
      const [player] = await demoPlayers(base(), 1);
      if (!player) throw new Error('no player');
      const market = await quotedPlayMarket(base());
      const killed = await killRedisClients(procs.servers.map((server) => server.child.pid as number));
      // Each process's own connection, and the stream subscriptions of those that have streams open.
      expect(killed).toBeGreaterThanOrEqual(2);
      await expectChangeToCross(base(1), base(0), player.token, market);
      expect(procs.servers.every(isUp)).toBe(true);
    },
    120_000,
  );

  it.skipIf(!withRedis)(
    'Redis away: the sign-in throttle still refuses in each process, nothing answers 5xx; the shared stream is back with Redis',
    async () => {
      const players = await demoPlayers(base(), 1);
      const market = await quotedPlayMarket(base());
      if (!redisProxy) throw new Error('no Redis proxy');
      await redisProxy.stop();
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 7; attempt++) {
          statuses.push((await call(base(), 'POST', '/api/auth/login', { body: { username: 'nobody-at-all', password: `wrong-${attempt}` } })).status);
        }
        // Five failures count, then the account cools off: the throttle did not open with Redis gone.
        expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
        expect(statuses.slice(5)).toEqual([429, 429]);
        expect((await call(base(1), 'GET', '/api/health/ready')).status).toBe(200);
        expect((await call(base(1), 'GET', '/api/user/balance', { token: (players[0] as { token: string }).token })).status).toBe(200);
      } finally {
        await redisProxy.start();
      }
      await expectChangeToCross(base(0), base(1), (players[0] as { token: string }).token, market);
      expect(procs.servers.every(isUp)).toBe(true);
    },
    120_000,
  );

  it('waits for PostgreSQL at start, saying so, then serves; gives up with a clear message when it never comes', async () => {
    const late = await startTcpProxy(pgTarget, { isStopped: true });
    try {
      const server = startServer(serverEnv(viaProxy(procs.databaseUrl, late), await freePort(), { withRedis: false }));
      await expect.poll(() => server.output(), { timeout: 30_000, interval: 200 }).toContain('does not answer yet');
      await late.start();
      await waitForHealth(server, 60_000);
      server.child.kill('SIGTERM');
      expect(await exitOf(server)).toBe(0);
    } finally {
      await late.close();
    }
    const never = startServer(
      serverEnv(viaProxy(procs.databaseUrl, { port: await freePort() } as TcpProxy), await freePort(), {
        withRedis: false,
        env: { DATABASE_WAIT_SECONDS: '2' },
      }),
    );
    expect(await exitOf(never)).toBe(1);
    expect(never.output()).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/\w+ did not answer for \d+ s \(ECONNREFUSED\)/);
  }, 120_000);
});

/** Kills the Redis clients of these processes (their connection names end with their pid); how many went. */
async function killRedisClients(pids: number[]): Promise<number> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL);
  try {
    const list = String(await redis.client('LIST'));
    const ids = list
      .split('\n')
      .map((line) => ({ id: /\bid=(\d+)/.exec(line)?.[1], name: /\bname=(\S*)/.exec(line)?.[1] ?? '' }))
      .filter((client) => client.id && pids.some((pid) => client.name.endsWith(`-${pid}`)));
    for (const { id } of ids) await redis.client('KILL', 'ID', id as string);
    return ids.length;
  } finally {
    redis.disconnect();
  }
}

/** An order placed through `writer` changes the book a stream opened on `watcher` shows, within the wait. */
async function expectChangeToCross(writer: string, watcher: string, token: string, market: Book) {
  const runner = market.runners[1] as Book['runners'][number];
  const order = { market_id: market.id, runner_id: runner.id, side: 'back', price: (runner.back[0] as { price: number }).price, stake: 100 };
  const stream = await openSse(`${watcher}/api/stream/markets/${market.id}?money=play`);
  try {
    // Nothing else moves this market: a book event after the order came through Redis from the writer.
    // Orders go on until one crosses: the processes reconnect to Redis on their own clock.
    await expect
      .poll(
        async () => {
          const from = stream.events.length;
          const placed = await call(writer, 'POST', '/api/bets/place', { token, body: order });
          expect(placed.status).toBe(201);
          return stream
            .next(() => true, { from, timeoutMs: 1500 })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 45_000, interval: 500 },
      )
      .toBe(true);
  } finally {
    stream.close();
  }
}
