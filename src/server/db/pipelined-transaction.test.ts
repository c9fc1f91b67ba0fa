import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '@server/test/test-app';
import type { Database, Tx } from './client';
import { goOnAfterCommit, runBeforeCommit, type StartTransaction } from './pipelined-transaction';

// Transactions on PostgreSQL in fewer writes: BEGIN with the first statement, the last statement
// (runBeforeCommit) with the COMMIT, and still all or nothing. A next transaction may go on the
// connection once the COMMIT is sent (goOnAfterCommit).

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

  describe('going on after the COMMIT', () => {
    const pool = () => (database.db as unknown as { session: { client: pg.Pool } }).session.client;
    const backend = async (tx: Tx) => (await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0]?.pid;
    /** Runs `work` as the transaction that goes on after the first one's COMMIT is sent, and gives its outcome. */
    const goingOn = (tx: Tx, work: (next: Tx) => Promise<unknown>) => {
      let outcome: Promise<unknown> = Promise.reject(new Error('it never went on'));
      outcome.catch(() => undefined);
      goOnAfterCommit(tx, (start: StartTransaction) => {
        outcome = start(work as (next: never) => Promise<unknown>);
        return true;
      });
      return () => outcome;
    };

    it('runs the next transaction on the same connection, after the COMMIT, and lets it go to the pool after', async () => {
      let first: number | undefined;
      let next = () => Promise.resolve<unknown>(undefined);
      await database.db.transaction(async (tx) => {
        first = await backend(tx);
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'first')`);
        next = goingOn(tx, async (after) => {
          const seen = await after.execute<{ id: number }>(sql`SELECT id FROM pipelined_notes ORDER BY id`);
          await after.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'next')`);
          return { pid: await backend(after), seen: seen.rows.map((row) => row.id) };
        });
      });
      expect(await next()).toEqual({ pid: first, seen: [1] });
      expect(await notes()).toEqual([1, 2]);
      expect(pool().idleCount).toBe(pool().totalCount);
    });

    it('runs the next transaction when the COMMIT it follows fails, and each reports its own outcome', async () => {
      let next = () => Promise.resolve<unknown>(undefined);
      const failing = database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'first')`);
        next = goingOn(tx, (after) => after.execute(sql`INSERT INTO pipelined_notes VALUES (5, 'next')`));
        await runBeforeCommit(tx, sql`INSERT INTO pipelined_notes VALUES (1, 'the same id')`);
      });
      await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } });
      await expect(next()).resolves.toBeDefined();
      expect(await notes()).toEqual([5]);
    });

    it('keeps the first outcome when the next transaction fails, and the connection serves others', async () => {
      let next = () => Promise.resolve<unknown>(undefined);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'first')`);
        next = goingOn(tx, async (after) => {
          await after.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'undone')`);
          throw new Error('the next one changed its mind');
        });
      });
      await expect(next()).rejects.toThrow('the next one changed its mind');
      await Promise.all([3, 4].map((id) => database.db.transaction((tx) => tx.execute(sql`INSERT INTO pipelined_notes VALUES (${id}, 'after')`))));
      expect(await notes()).toEqual([1, 3, 4]);
      expect(pool().idleCount).toBe(pool().totalCount);
    });

    it('offers nothing when the transaction fails before its COMMIT, or when nothing goes on', async () => {
      let offered = 0;
      const thrown = database.db.transaction(async (tx) => {
        goOnAfterCommit(tx, () => ((offered += 1), true));
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'first')`);
        throw new Error('changed its mind');
      });
      await expect(thrown).rejects.toThrow('changed its mind');
      expect(offered).toBe(0);
      await database.db.transaction(async (tx) => {
        goOnAfterCommit(tx, () => ((offered += 1), false));
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'kept')`);
      });
      expect(offered).toBe(1);
      expect(await notes()).toEqual([2]);
      expect(pool().idleCount).toBe(pool().totalCount);
    });

    it('reports a committed transaction committed when what would go on throws', async () => {
      await database.db.transaction(async (tx) => {
        goOnAfterCommit(tx, () => {
          throw new Error('a bug in the caller');
        });
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'kept')`);
      });
      expect(await notes()).toEqual([1]);
      expect(pool().idleCount).toBe(pool().totalCount);
    });
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
