import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '@server/test/test-app';
import type { Database } from './client';
import { runBeforeCommit } from './pipelined-transaction';

// Transactions on PostgreSQL in fewer writes: BEGIN with the first statement, the last statement
// (runBeforeCommit) with the COMMIT, and still all or nothing.

describe.skipIf(!onPostgres)('a pipelined transaction', () => {
  let database: Database;
  let drop: () => Promise<void>;
  /** Writes to PostgreSQL's socket since the last reset, counted on every pooled connection. */
  let writes = 0;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const pool = (database.db as unknown as { session: { client: pg.Pool } }).session.client;
    pool.on('connect', (client) => {
      type Write = (...args: unknown[]) => unknown;
      const stream = (client as unknown as { connection: { stream: { _write: Write; _writev?: Write } } }).connection.stream;
      for (const method of ['_write', '_writev'] as const) {
        const original = stream[method];
        if (!original) continue;
        stream[method] = function counted(this: unknown, ...args: unknown[]) {
          writes += 1;
          return original.apply(this, args);
        };
      }
    });
    await database.db.execute(sql`CREATE TABLE pipelined_notes (id int PRIMARY KEY, note text NOT NULL)`);
  }, 60_000);

  afterAll(() => drop());

  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM pipelined_notes`);
  });

  const notes = async () => (await database.db.execute<{ id: number }>(sql`SELECT id FROM pipelined_notes ORDER BY id`)).rows.map((row) => row.id);

  it('sends BEGIN with the first statement and the last with the COMMIT: two writes, everything committed', async () => {
    await database.db.execute(sql`SELECT 1`); // a connection made before counting
    writes = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'first')`);
      await runBeforeCommit(tx, sql`INSERT INTO pipelined_notes VALUES (2, 'last')`);
    });
    expect(writes).toBe(2);
    expect(await notes()).toEqual([1, 2]);
  });

  it('commits nothing when the statement sent with the COMMIT fails, and says why', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'first')`);
      await runBeforeCommit(tx, sql`INSERT INTO pipelined_notes VALUES (1, 'the same id')`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } }); // unique_violation
    expect(await notes()).toEqual([]);
  });

  it('runs a statement sent after runBeforeCommit too (it waits a turn, never for ever)', async () => {
    await database.db.transaction(async (tx) => {
      await runBeforeCommit(tx, sql`INSERT INTO pipelined_notes VALUES (1, 'sent to go last')`);
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'then another')`);
    });
    expect(await notes()).toEqual([1, 2]);
  });

  it('rolls back when the work throws, and the connection serves the next transaction', async () => {
    const thrown = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'first')`);
      throw new Error('changed its mind');
    });
    await expect(thrown).rejects.toThrow('changed its mind');
    expect(await notes()).toEqual([]);
    await Promise.all([1, 2, 3].map((id) => database.db.transaction((tx) => tx.execute(sql`INSERT INTO pipelined_notes VALUES (${id}, 'after')`))));
    expect(await notes()).toEqual([1, 2, 3]);
  });

  it('refuses to report a transaction committed when PostgreSQL rolled it back', async () => {
    const swallowed = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'first')`);
      await tx.execute(sql`SELECT 1 / 0`).catch(() => undefined); // the transaction is aborted now
    });
    await expect(swallowed).rejects.toThrow(/not committed: PostgreSQL answered ROLLBACK/);
    expect(await notes()).toEqual([]);
  });

  it('sends nothing for a transaction that runs no statement', async () => {
    await database.db.execute(sql`SELECT 1`);
    writes = 0;
    expect(await database.db.transaction(async () => 'nothing to do')).toBe('nothing to do');
    expect(writes).toBe(0);
  });

  it('keeps savepoints: a nested transaction that fails is undone alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'undone')`);
          throw new Error('inner failure');
        })
        .catch(() => undefined);
      await runBeforeCommit(tx, sql`INSERT INTO pipelined_notes VALUES (3, 'kept too')`);
    });
    expect(await notes()).toEqual([1, 3]);
  });
});
