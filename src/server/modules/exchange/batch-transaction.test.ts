import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/test-app';
import { batchTransaction } from './batch-transaction';
import { lockMarket } from './market-state';
import { createMarketFixture } from './test-fixtures';

// A market batch's transaction sends its BEGIN with the market lock (PostgreSQL): it must still be
// one transaction that holds the market's row lock to its end and leaves nothing behind on failure.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nameOf = async (marketId: number) => (await t.db.execute<{ name: string }>(sql`SELECT name FROM markets WHERE id = ${marketId}`)).rows[0]?.name;

describe('a market batch transaction', () => {
  it('holds the market row lock until it commits, and commits its writes', async () => {
    const m = await createMarketFixture(t);
    await batchTransaction(t.db, async (tx) => {
      await lockMarket(tx, m.marketId);
      await tx.execute(sql`UPDATE markets SET name = 'Renamed in batch' WHERE id = ${m.marketId}`);
      if (onPostgres) {
        // Another connection cannot take the row meanwhile: the lock is inside a transaction.
        await expect(t.db.execute(sql`SELECT id FROM markets WHERE id = ${m.marketId} FOR UPDATE NOWAIT`)).rejects.toThrow();
      }
    });
    expect(await nameOf(m.marketId)).toBe('Renamed in batch');
  });

  it('rolls back everything, the lock call included, when the work fails', async () => {
    const m = await createMarketFixture(t);
    const before = await nameOf(m.marketId);
    await expect(
      batchTransaction(t.db, async (tx) => {
        await lockMarket(tx, m.marketId, [{ userId: 1, key: 'batch-key', requestHash: 'h', hasWaited: false }]);
        await tx.execute(sql`UPDATE markets SET name = 'Never stored' WHERE id = ${m.marketId}`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await nameOf(m.marketId)).toBe(before);
    const keys = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'batch-key'`);
    expect(keys.rows[0]?.n).toBe(0);
    // The connection went back clean: a new batch on the market works.
    await batchTransaction(t.db, (tx) => lockMarket(tx, m.marketId));
  });
});
