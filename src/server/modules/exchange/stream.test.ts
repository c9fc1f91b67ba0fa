import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { listenOnFreePort, openSse } from '@server/test/sse-client';
import { createMarketFixture, fundedPlayer, placeBet, setMarketStatus } from '@server/test/exchange-fixtures';
import { startTwoInstances, type TwoInstances } from '@server/test/two-instances';

// The live book over SSE: a snapshot first, then the book again on every change;
// with Redis, a change made through one server process reaches clients of another.

describe('live book stream', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenOnFreePort(t.app);
  });
  afterAll(() => t.close());

  it('sends the book at once, then the new book after each bet and status change', async () => {
    const market = await createMarketFixture(t, {
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const stream = await openSse(`${base}/api/stream/markets/${market.marketId}`);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const first = await stream.next(() => true, { from: 0 });
    expect(first.runners[0]?.back[0]?.price).toBe(1.99);
    const houseSize = first.runners[0]?.lay[0]?.size ?? 0;

    const player = await fundedPlayer(t, 10_000);
    await placeBet(t, player, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 2.02, stake: 250 });
    // The back rests at 2.02 beside the house's: more to lay at that price.
    const updated = await stream.next((event) => event.runners[0]?.lay[0]?.size !== houseSize);
    expect(updated.runners[0]?.lay[0]).toEqual({ price: 2.02, size: houseSize + 250 });

    await setMarketStatus(t, market.marketId, 'SUSPENDED');
    expect((await stream.next((event) => event.status === 'SUSPENDED')).status).toBe('SUSPENDED');
    stream.close();
  });

  it('streams several markets on one connection', async () => {
    const one = await createMarketFixture(t);
    const two = await createMarketFixture(t);
    const stream = await openSse(`${base}/api/stream/markets?ids=${one.marketId},${two.marketId}`);
    await stream.next((event) => event.id === two.marketId, { from: 0 });
    expect(stream.events.map((event) => event.id)).toEqual([one.marketId, two.marketId]);
    const player = await fundedPlayer(t, 1000);
    await placeBet(t, player, { market_id: two.marketId, runner_id: two.runnerIds[0] ?? 0, side: 'back', price: 5, stake: 100 });
    const event = await stream.next((book) => book.id === two.marketId);
    expect(event.runners[0]?.lay).toEqual([{ price: 5, size: 100 }]);
    stream.close();
    expect((await fetch(`${base}/api/stream/markets?ids=1;drop`)).status).toBe(400);
  });

  it('answers 404 for an unknown market before any stream starts', async () => {
    const response = await fetch(`${base}/api/stream/markets/987654321`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'Market not found' });
    const none = await fetch(`${base}/api/stream/markets?ids=987654321,987654322`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ success: false, message: 'Market not found' });
  });

  it('serves the known markets of ?ids= and ignores an unknown one (one EventSource for every market on screen)', async () => {
    const known = await createMarketFixture(t);
    const stream = await openSse(`${base}/api/stream/markets?ids=987654321,${known.marketId}`);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.id === known.marketId, { from: 0 });
    expect(stream.events.map((event) => event.id)).toEqual([known.marketId]);
    const player = await fundedPlayer(t, 1000);
    await placeBet(t, player, { market_id: known.marketId, runner_id: known.runnerIds[0] ?? 0, side: 'back', price: 4, stake: 100 });
    expect((await stream.next((book) => book.id === known.marketId)).runners[0]?.lay).toEqual([{ price: 4, size: 100 }]);
    stream.close();
  });
});

describe.skipIf(!onPostgres)('live book across two server processes with Redis', () => {
  let both: TwoInstances;
  let base: string;
  beforeAll(async () => {
    both = await startTwoInstances({ withRedis: true });
    base = await listenOnFreePort(both.second.app);
  }, 120_000);
  afterAll(() => both?.close());

  it('pushes a bet placed through the first process to a client of the second', async () => {
    const market = await createMarketFixture(both.first, {});
    const stream = await openSse(`${base}/api/stream/markets/${market.marketId}`);
    await stream.next(() => true, { from: 0 });
    const player = await fundedPlayer(both.first, 10_000);
    const placed = await placeBet(both.first, player, { market_id: market.marketId, runner_id: market.runnerIds[1] ?? 0, side: 'lay', price: 3.5, stake: 400 });
    expect(placed.statusCode).toBe(201);
    const event = await stream.next((book) => book.runners[1]?.back.some((level) => level.price === 3.5) ?? false);
    expect(event.runners[1]?.back).toEqual([{ price: 3.5, size: 400 }]);
    stream.close();
  });
});
