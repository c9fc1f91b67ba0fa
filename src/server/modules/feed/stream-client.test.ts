import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeFeedServer, type FakeFeedServer } from './fake-feed-server';
import type { FeedSource, FeedUpdate } from './feed-source';
import { fairPriceOf, nearestTick, type PriceLadders, applyRunnerChanges } from './price-ladders';
import { fixedSession } from './betfair-session';
import { createStreamClient } from './stream-client';
import { until } from './feed-test-support';

// The stream client against the fake feed server on a real socket: sign-in and subscription,
// heartbeats, reconnection with the clocks it holds, and broken input that must change nothing.

const log = pino({ level: 'silent' });
const opened: Array<{ server: FakeFeedServer; client: FeedSource }> = [];

async function connect(options: { appKey?: string; serverKey?: string } = {}) {
  const server = await startFakeFeedServer({ heartbeatMs: 30, ...(options.serverKey ? { appKey: options.serverKey } : {}) });
  const client = createStreamClient({ url: server.url, session: fixedSession(options.appKey ?? 'key', 'token'), heartbeatMs: 30, reconnectMs: 20, log });
  const updates: FeedUpdate[] = [];
  client.start(async (update) => {
    updates.push(update);
  });
  opened.push({ server, client });
  return { server, client, updates };
}

afterEach(async () => {
  for (const { server, client } of opened.splice(0)) {
    await client.stop();
    await server.close();
  }
});

describe('the feed stream client', () => {
  it('signs in, subscribes, turns market changes into fair prices and sends heartbeats', async () => {
    const { server, updates } = await connect();
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.send({ op: 'mcm', mc: [{ id: '1.5', marketDefinition: { status: 'OPEN', inPlay: true }, rc: [{ id: '7', atb: [[3.0, 10]], atl: [[3.1, 10]] }] }] });
    const update = await until(async () => updates.find((candidate) => candidate.kind === 'market'));
    expect(update).toMatchObject({ kind: 'market', market: { marketId: '1.5', status: 'OPEN', inPlay: true, prices: [{ runnerId: '7', fairPrice: 305 }] } });
    expect(server.requests[0]).toMatchObject({ op: 'authentication', appKey: 'key', session: 'token' });
    expect(server.requests[1]).toMatchObject({ op: 'marketSubscription', heartbeatMs: 30 });
    await until(async () => (server.requests.some((request) => request.op === 'heartbeat') ? true : undefined));
  });

  it('reconnects when the feed drops it and resubscribes with the clocks it was given', async () => {
    const { server } = await connect();
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.send({ op: 'mcm', mc: [{ id: '1.5', rc: [{ id: '7', atb: [[2.0, 5]] }] }] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.dropClients();
    await until(async () => (server.requests.filter((request) => request.op === 'marketSubscription').length === 2 ? true : undefined));
    const resubscription = server.requests.filter((request) => request.op === 'marketSubscription')[1];
    expect(resubscription?.initialClk).toMatch(/^i\d+$/);
    expect(resubscription?.clk).toMatch(/^c\d+$/);
  });

  it('reconnects when the feed goes quiet for three heartbeats', async () => {
    const { server } = await connect();
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.silence(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.silence(false);
    await until(async () => (server.requests.filter((request) => request.op === 'marketSubscription').length >= 2 ? true : undefined), 10_000);
  });

  it('ignores lines that are not JSON and messages that break the format, and goes on', async () => {
    const { server, updates } = await connect();
    await until(async () => (server.subscribers() === 1 ? true : undefined));
    server.sendRaw('not json {');
    server.sendRaw(JSON.stringify({ op: 'mcm', mc: [{ id: '1.5', rc: [{ id: '7', atb: [[-2, 5]] }] }] }));
    server.sendRaw(JSON.stringify({ op: 'score', eventId: 'e1', score: { sport: 'cricket', batting: 'home', innings: [], recent: [] } }));
    server.sendRaw(JSON.stringify({ op: 'result', marketId: '' }));
    server.sendRaw(JSON.stringify({ op: 'mystery' }));
    server.send({ op: 'score', eventId: 'e1', score: { sport: 'football', home: 1, away: 0, minute: 12, period: '1H' } });
    await until(async () => (updates.some((update) => update.kind === 'score') ? true : undefined));
    expect(updates.map((update) => update.kind)).toEqual(['score']);
  });

  it('hands over nothing when the feed refuses its app key, and waits the longest backoff before trying again', async () => {
    const { server, updates } = await connect({ appKey: 'wrong', serverKey: 'right' });
    server.send({ op: 'score', eventId: 'e1', score: { sport: 'football', home: 1, away: 0, minute: 12, period: '1H' } });
    await until(async () => (server.requests.some((request) => request.op === 'authentication') ? true : undefined));
    // Trying again at once would only prolong a refusal: the client waits 30 s (stream-status.ts).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests.filter((request) => request.op === 'authentication')).toHaveLength(1);
    expect(server.subscribers()).toBe(0);
    expect(updates).toEqual([]);
  });
});

describe('price ladders', () => {
  it('keeps the deltas and puts the fair price midway in ticks between best back and best lay', () => {
    const ladders: PriceLadders = new Map();
    applyRunnerChanges(ladders, {
      id: 'm',
      rc: [
        {
          id: 'r',
          atb: [
            [1.5, 10],
            [1.49, 20],
          ],
          atl: [[1.54, 5]],
        },
      ],
    });
    expect(fairPriceOf(ladders, 'm', 'r')).toBe(152);
    applyRunnerChanges(ladders, {
      id: 'm',
      rc: [
        {
          id: 'r',
          atb: [[1.5, 0]],
          atl: [
            [1.54, 0],
            [1.51, 3],
          ],
        },
      ],
    });
    expect(fairPriceOf(ladders, 'm', 'r')).toBe(150);
    applyRunnerChanges(ladders, { id: 'm', img: true, rc: [{ id: 'r', atl: [[4.0, 5]] }] });
    expect(fairPriceOf(ladders, 'm', 'r')).toBe(400);
    expect(fairPriceOf(ladders, 'm', 'unknown')).toBeNull();
  });

  it('snaps an off-ladder price to the nearest tick', () => {
    expect(nearestTick(101)).toBe(0);
    expect(nearestTick(5)).toBe(0);
    expect(nearestTick(403)).toBe(nearestTick(400));
    expect(nearestTick(407)).toBe(nearestTick(410));
    expect(nearestTick(10_000_000)).toBe(nearestTick(100_000));
  });
});
