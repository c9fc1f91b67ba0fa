import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '@server/test/test-app';
import { runNamedStatement } from './named-statement';

// The hot reads' way into node-postgres: a named prepared statement, on the pool or on a client.

describe.skipIf(!onPostgres)('a named statement', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  let pool: pg.Pool;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
  });
  afterAll(() => pool.end());

  const prepared = async (on: pg.Pool | pg.Client) =>
    (await runNamedStatement<{ name: string; statement: string }>(on, 'test_prepared', 'SELECT name, statement FROM pg_prepared_statements ORDER BY name', []))
      .rows;

  it('answers its rows and is prepared once under its name on the connection', async () => {
    for (const n of [1, 2, 3]) {
      const { rows } = await runNamedStatement<{ doubled: number }>(pool, 'test_double', 'SELECT $1::int * 2 AS doubled', [n]);
      expect(rows).toEqual([{ doubled: n * 2 }]);
    }
    expect(await prepared(pool)).toContainEqual({ name: 'test_double', statement: 'SELECT $1::int * 2 AS doubled' });
    expect(pool.idleCount).toBe(1); // back in the pool after each
  });

  it('reads every later answer as it read the first: types, nulls and several rows, each statement its own columns', async () => {
    const dated = (day: number) => new Date(Date.UTC(2026, 0, day, 3, 4, 5));
    const text = `SELECT n AS id, CASE WHEN n = 2 THEN NULL ELSE 'x' || n END AS label, timestamptz '2026-01-01 03:04:05+00' + (n - 1) * interval '1 day' AS at
      FROM generate_series(1, $1::int) AS n`;
    for (const count of [3, 1, 3]) {
      const { rows } = await runNamedStatement(pool, 'test_shape', text, [count]);
      expect(rows).toEqual(
        [
          { id: 1, label: 'x1', at: dated(1) },
          { id: 2, label: null, at: dated(2) },
          { id: 3, label: 'x3', at: dated(3) },
        ].slice(0, count),
      );
      const other = await runNamedStatement(pool, 'test_other_shape', 'SELECT $1::text AS word, true AS flag', ['lotus']);
      expect(other.rows).toEqual([{ word: 'lotus', flag: true }]);
    }
  });

  it('gives every caller its own answer when many wait for the one connection', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => runNamedStatement<{ n: number }>(pool, 'test_echo', 'SELECT $1::int AS n', [n])));
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('refuses with PostgreSQL’s error, drops that connection as the pool’s own query does, and the next statement runs', async () => {
    const before = await runNamedStatement<{ pid: number }>(pool, 'test_pid', 'SELECT pg_backend_pid() AS pid', []);
    await expect(runNamedStatement(pool, 'test_divide', 'SELECT 1 / $1::int AS quotient', [0])).rejects.toMatchObject({ code: '22012' });
    const after = await runNamedStatement<{ pid: number }>(pool, 'test_pid', 'SELECT pg_backend_pid() AS pid', []);
    expect(after.rows[0]?.pid).not.toBe(before.rows[0]?.pid);
    expect(pool.totalCount).toBe(1);
  });

  it('refuses when PostgreSQL ends the connection mid-statement, and the next statement runs on a new one', async () => {
    // As db/client.ts does: every client has an 'error' listener, so an ended connection is heard, not thrown.
    const guarded = new pg.Pool({ connectionString: url, max: 1 });
    guarded.on('connect', (client) => client.on('error', () => undefined));
    guarded.on('error', () => undefined);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await runNamedStatement<{ pid: number }>(guarded, 'test_pid', 'SELECT pg_backend_pid() AS pid', []);
      const pid = rows[0]?.pid;
      // Its refusal is awaited from the start: it may come before the terminating call answers.
      const refused = expect(runNamedStatement(guarded, 'test_sleep', 'SELECT pg_sleep($1::float8) AS slept', [60])).rejects.toMatchObject({
        code: '57P01', // admin_shutdown
      });
      await expect
        .poll(async () => (await admin.query('SELECT state FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0]?.state, { timeout: 30_000 })
        .toBe('active');
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await refused;
      const after = await runNamedStatement<{ pid: number }>(guarded, 'test_pid', 'SELECT pg_backend_pid() AS pid', []);
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      await admin.end();
      await guarded.end();
    }
  });

  it('refuses, without throwing out of the process, when no connection can be made', async () => {
    const nowhere = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/postgres', max: 1, connectionTimeoutMillis: 2000 });
    try {
      await expect(runNamedStatement(nowhere, 'test_nowhere', 'SELECT 1', [])).rejects.toThrow();
    } finally {
      await nowhere.end();
    }
  });

  describe('on a client of its own (a transaction’s)', () => {
    let client: pg.Client;
    beforeAll(async () => {
      client = new pg.Client({ connectionString: url });
      await client.connect();
    });
    afterEach(() => client.query('ROLLBACK').catch(() => undefined));
    afterAll(() => client.end());

    it('runs inside what the client has begun and leaves the client open after a refusal', async () => {
      await client.query('BEGIN');
      await client.query('CREATE TEMP TABLE named_notes (id int PRIMARY KEY) ON COMMIT DROP');
      await client.query('INSERT INTO named_notes VALUES (1)');
      const { rows } = await runNamedStatement<{ count: number }>(client, 'test_notes', 'SELECT count(*)::int AS count FROM named_notes', []);
      expect(rows).toEqual([{ count: 1 }]);
      await client.query('ROLLBACK');
      await expect(runNamedStatement(client, 'test_bad', 'SELECT nothing_here', [])).rejects.toMatchObject({ code: '42703' });
      expect((await runNamedStatement<{ one: number }>(client, 'test_one', 'SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }]);
    });
  });
});
