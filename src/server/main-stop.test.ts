import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './db/client';
import { startFakeFeedServer, type FakeFeedServer } from '@server/modules/feed';
import { startLoadBalancer, type LoadBalancer } from './test/load-balancer';
import {
  call,
  demoPlayers,
  expectLedgerBalanced,
  expectOneOutcomePerKey,
  expectOnlyCleanAnswers,
  quotedPlayMarket,
  retryUnavailable,
  sendOrders,
} from './test/order-load';
import { exitOf, signalGroup, startServerProcesses, type ServerProcesses } from './test/server-processes';
import { onPostgres } from './test/test-app';

// Stopping and leading (docs/decisions/047-faults-and-stopping.md). A rolling restart of two
// processes behind one load balancer under an order load: each stops on SIGTERM with exit code
// 0, and nothing but 2xx, 4xx or 503 reaches a client, no acknowledged order is lost, each
// Idempotency-Key has one outcome. With a feed configured, exactly one process holds the feed's
// connection; killed, another takes it over well within the feed's silence limit (15 s).

describe.skipIf(!onPostgres)('a rolling restart behind a load balancer', () => {
  let procs: ServerProcesses;
  let balancer: LoadBalancer;
  let reader: Database;

  beforeAll(async () => {
    procs = await startServerProcesses(2, { withRedis: false, env: { SHUTDOWN_GRACE_MS: '10000' } });
    balancer = await startLoadBalancer(() => procs.servers.map((server) => server.base));
    reader = await openPostgres(procs.databaseUrl, 2);
  }, 120_000);

  afterAll(async () => {
    await reader?.close();
    await balancer?.close();
    await procs?.stop();
  }, 60_000);

  it('SIGTERM one process, then the other, under load: exit 0 each, only 2xx, 4xx and 503 answered, no acknowledged order lost', async () => {
    const players = await demoPlayers(balancer.url, 16);
    const market = await quotedPlayMarket(balancer.url);
    const exits: Array<number | string> = [];
    let isLoading = true;
    const load: Array<ReturnType<typeof sendOrders>> = [];
    // Rounds of orders go on until both processes have been restarted.
    const keepLoading = (async () => {
      for (let round = 0; isLoading && round < 40; round++) {
        const sent = sendOrders(() => balancer.url, players, market, 1, { round });
        load.push(sent);
        await sent;
      }
    })();
    for (const index of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const server = procs.servers[index];
      if (!server) throw new Error('no server');
      signalGroup(server.child, 'SIGTERM');
      exits.push(await exitOf(server));
      await procs.restart(index);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    isLoading = false;
    await keepLoading;
    const sent = (await Promise.all(load)).flat();
    expect(exits).toEqual([0, 0]);
    expect(sent.length).toBeGreaterThan(64);
    expectOnlyCleanAnswers(sent);
    await retryUnavailable(() => balancer.url, sent);
    await expectOneOutcomePerKey(reader, sent);
    await expectLedgerBalanced(balancer.url);
  }, 240_000);
});

describe.skipIf(!onPostgres)('the feed in one process of two', () => {
  let procs: ServerProcesses;
  let feed: FakeFeedServer;

  beforeAll(async () => {
    feed = await startFakeFeedServer({ heartbeatMs: 500 });
    procs = await startServerProcesses(2, { withRedis: false, env: { FEED_URL: feed.url, FEED_HEARTBEAT_MS: '500' } });
  }, 120_000);

  afterAll(async () => {
    await procs?.stop();
    await feed?.close();
  }, 60_000);

  const leaders = async () =>
    Promise.all(
      procs.servers.map(
        async (server) => ((await call(server.base, 'GET', '/api/health').catch(() => undefined))?.body.data?.leader as boolean | undefined) ?? false,
      ),
    );

  it('runs the feed in exactly one process; when that one is killed, the other takes the feed over within the silence limit', async () => {
    await expect.poll(leaders, { timeout: 30_000, interval: 250 }).toContainEqual(true);
    expect((await leaders()).filter(Boolean)).toHaveLength(1);
    await expect.poll(() => feed.subscribers(), { timeout: 30_000, interval: 250 }).toBe(1);
    // Another look a few heartbeats later: still one connection, never two.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(feed.subscribers()).toBe(1);

    const leaderIndex = (await leaders()).indexOf(true);
    const leader = procs.servers[leaderIndex];
    if (!leader) throw new Error('no leader');
    const subscriptions = () => feed.requests.filter((request) => request.op === 'marketSubscription').length;
    const subscribedBefore = subscriptions();
    const killedAt = Date.now();
    signalGroup(leader.child, 'SIGKILL');
    await exitOf(leader);
    const other = procs.servers[1 - leaderIndex];
    if (!other) throw new Error('no other process');
    await expect.poll(async () => (await call(other.base, 'GET', '/api/health')).body.data?.leader, { timeout: 15_000, interval: 200 }).toBe(true);
    await expect.poll(subscriptions, { timeout: 15_000, interval: 200 }).toBeGreaterThan(subscribedBefore);
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    await expect.poll(() => feed.subscribers(), { timeout: 15_000, interval: 200 }).toBe(1);
  }, 180_000);
});
