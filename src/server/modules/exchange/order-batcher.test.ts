import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { Db } from '@server/db/client';
import { createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet } from '@server/test/exchange-fixtures';
import { createOrderBatcher, type BatchJob } from './order-batcher';

// Orders arriving together on one market share a transaction (group commit). Each still gets
// its own answer: one that does not fit its player's credit is refused alone, a key sent twice
// places once, and the matching is the same as one at a time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

describe('orders sent together', () => {
  it('match in arrival order as if one at a time', async () => {
    const m = await createMarketFixture(t);
    const [runner = 0] = m.runnerIds;
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(t, 10_000)));
    const answers = await Promise.all(
      players.map((player, index) =>
        placeBet(t, player, { market_id: m.marketId, runner_id: runner, side: index % 2 === 0 ? 'back' : 'lay', price: 2, stake: 500 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    // Three backs and three lays of 500 at 2.00: everything matches, nothing rests.
    const resting = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets WHERE market_id = ${m.marketId} AND remaining_stake > 0`);
    expect(resting.rows[0]?.n).toBe(0);
    for (const player of players) expect(await balancesOf(t, player)).toEqual({ main: 9500, exposure: 500 });
  });

  it('refuse only the order that does not fit, and place the others', async () => {
    const m = await createMarketFixture(t);
    const [runner = 0] = m.runnerIds;
    const rich = await fundedPlayer(t, 10_000);
    const poor = await fundedPlayer(t, 150);
    const also = await fundedPlayer(t, 10_000);
    const [one, two, three] = await Promise.all([
      placeBet(t, rich, { market_id: m.marketId, runner_id: runner, side: 'back', price: 3, stake: 1000 }),
      placeBet(t, poor, { market_id: m.marketId, runner_id: runner, side: 'lay', price: 5, stake: 100 }),
      placeBet(t, also, { market_id: m.marketId, runner_id: runner, side: 'back', price: 4, stake: 200 }),
    ]);
    expect(one?.statusCode).toBe(201);
    expect(two?.statusCode).toBe(422);
    expect(two?.json().message).toBe('Insufficient balance');
    expect(three?.statusCode).toBe(201);
    expect(await balancesOf(t, poor)).toEqual({ main: 150, exposure: 0 });
  });

  it('place once when the same Idempotency-Key arrives twice at once', async () => {
    const m = await createMarketFixture(t);
    const player = await fundedPlayer(t, 10_000);
    const body = { market_id: m.marketId, runner_id: m.runnerIds[0] ?? 0, side: 'back' as const, price: 6, stake: 300 };
    const answers = await Promise.all([1, 2, 3].map(() => placeBet(t, player, body, { 'idempotency-key': 'same-click' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.bet.id)).size).toBe(1);
    expect(await balancesOf(t, player)).toEqual({ main: 9700, exposure: 300 });
  });

  it('store a placed order with its key: sending it again answers the same bet id and balance', async () => {
    const m = await createMarketFixture(t);
    const player = await fundedPlayer(t, 10_000);
    const body = { market_id: m.marketId, runner_id: m.runnerIds[0] ?? 0, side: 'back' as const, price: 6, stake: 250 };
    const first = await placeBet(t, player, body, { 'idempotency-key': 'placed-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.bet.id).toBeGreaterThan(0);
    const again = await placeBet(t, player, body, { 'idempotency-key': 'placed-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await balancesOf(t, player)).toEqual({ main: 9750, exposure: 250 });
  });

  it('store a refusal with its key, so sending it again answers the same', async () => {
    const m = await createMarketFixture(t, { max_stake: 500 });
    const player = await fundedPlayer(t, 10_000);
    const body = { market_id: m.marketId, runner_id: m.runnerIds[0] ?? 0, side: 'back' as const, price: 6, stake: 100 };
    expect((await placeBet(t, player, body)).statusCode).toBe(201);
    const first = await placeBet(t, player, { ...body, stake: 600 }, { 'idempotency-key': 'refused-1' });
    expect(first.statusCode).toBe(400);
    const again = await placeBet(t, player, { ...body, stake: 600 }, { 'idempotency-key': 'refused-1' });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await placeBet(t, player, body, { 'idempotency-key': 'refused-1' });
    expect(other.statusCode).toBe(409);
    expect(await balancesOf(t, player)).toEqual({ main: 9900, exposure: 100 });
  });

  it('store answers under keys made of quotes, backslashes, braces, commas and NULL, placed together', async () => {
    const m = await createMarketFixture(t);
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t, 10_000)));
    const keys = ['k"quote', 'k\\back\\slash', '{NULL,"x"}', 'NULL'];
    const body = (index: number) => ({
      market_id: m.marketId,
      runner_id: m.runnerIds[0] ?? 0,
      side: index % 2 === 0 ? ('back' as const) : ('lay' as const),
      price: 3,
      stake: 200,
    });
    const first = await Promise.all(players.map((player, index) => placeBet(t, player, body(index), { 'idempotency-key': keys[index] ?? '' })));
    expect(first.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const again = await Promise.all(players.map((player, index) => placeBet(t, player, body(index), { 'idempotency-key': keys[index] ?? '' })));
    again.forEach((answer, index) => {
      expect(answer.headers['idempotent-replayed']).toBe('true');
      expect(answer.json()).toEqual(first[index]?.json());
    });
    const stored = await t.db.execute<{ key: string }>(
      sql`SELECT key FROM idempotency_keys WHERE user_id IN (${sql.join(
        players.map((p) => sql`${p.id}`),
        sql`, `,
      )}) ORDER BY key`,
    );
    expect(stored.rows.map((row) => row.key).sort()).toEqual([...keys].sort());
  });
});

describe('transactions in turn', () => {
  /** A batcher over a stand-in database whose transactions are the `place` given; it records each batch's players. */
  function turnsBatcher(place: (players: number[]) => Promise<void>) {
    const batches: number[][] = [];
    const db = { transaction: (run: (tx: unknown) => Promise<unknown>) => run({}) } as unknown as Db;
    const batcher = createOrderBatcher<number>({
      db,
      place: async (_tx, jobs) => {
        const players = jobs.map((job) => job.order.userId);
        batches.push(players);
        await place(players);
        return players;
      },
      failed: () => -1,
    });
    return { batches, submit: (userId: number, marketId: number) => batcher.submit(orderJob(userId, marketId)) };
  }
  const orderJob = (userId: number, marketId: number): BatchJob => ({
    order: { userId, world: 'real', hasWaited: false, input: { market_id: marketId, runner_id: 1, side: 'back', price: 2, stake: 100, persistence: 'lapse' } },
  });

  it('gathers the orders that arrive while a transaction runs into the next one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { batches, submit } = turnsBatcher((players) => (players.includes(1) ? held : Promise.resolve()));
    const first = submit(1, 1);
    const others = [submit(2, 2), submit(3, 3), submit(4, 4)];
    release();
    expect(await Promise.all([first, ...others])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it.skipIf(!onPostgres)('sends the batch that waited on the connection of the one before, behind its COMMIT', async () => {
    const pool = (t.db as unknown as { session: { client: pg.Pool } }).session.client;
    let taken = 0;
    const counted = () => (taken += 1);
    pool.on('acquire', counted);
    try {
      const batches: number[][] = [];
      const batcher = createOrderBatcher<number>({
        db: t.db,
        place: async (tx, jobs) => {
          const players = jobs.map((job) => job.order.userId);
          batches.push(players);
          await tx.execute(sql`SELECT ${players.length}::int AS orders`);
          return players;
        },
        failed: () => -1,
      });
      const submit = (userId: number, marketId: number) => batcher.submit(orderJob(userId, marketId));
      // The first goes at once; the others wait for it and go together, on its connection.
      expect(await Promise.all([submit(1, 1), submit(2, 2), submit(3, 3)])).toEqual([1, 2, 3]);
      expect(batches).toEqual([[1], [2, 3]]);
      expect(taken).toBe(1);
    } finally {
      pool.off('acquire', counted);
    }
  });

  it('starts the next batch beside a transaction that stalls, and holds back only its orders', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { batches, submit } = turnsBatcher((players) => (players.includes(1) ? held : Promise.resolve()));
    let firstAnswered = false;
    const first = submit(1, 1).then((answer) => ((firstAnswered = true), answer));
    // Waits out the stall time, then goes beside the stalled transaction.
    expect(await submit(2, 2)).toBe(2);
    expect(firstAnswered).toBe(false);
    expect(batches).toEqual([[1], [2]]);
    release();
    expect(await first).toBe(1);
  });
});
