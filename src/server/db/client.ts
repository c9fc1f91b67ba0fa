import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { runNamedStatement } from './named-statement';
import { pipelineTransactions } from './pipelined-transaction';

/**
 * The database handle the app passes around. PGlite and node-postgres share drizzle's PgDatabase
 * API. It is made without the schema: drizzle's relational queries (`db.query.…`), which nothing
 * uses, would otherwise be built for every table on every transaction object.
 */
export type Db = NodePgDatabase;
/** A transaction; data functions that move money take one of these: the caller owns the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: for reads that may run inside or outside one. */
export type Queryable = Db | Tx;

/** One connection held for a while: scripts of several statements, session-level locks. */
export type Connection = {
  exec(sqlText: string): Promise<void>;
  query<Row = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
};

/** A connection held outside the pool until closed. */
export type Session = Connection & { close(): Promise<void> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn on one connection held for its duration (PGlite has only one). */
  withConnection<T>(fn: (connection: Connection) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for a session-level lock held a
   * long time (leadership.ts). `onLost` is told once if the connection ends other than by close().
   */
  openSession?(onLost: (error: Error) => void): Promise<Session>;
  /** PGlite only: its whole data directory as an image that openPglite can start from. */
  image?(): Promise<Blob>;
  /** Where a lost connection is told (the app's log). A fault never throws out of the pool: the query using it fails. */
  onFault(report: (error: Error) => void): void;
  close(): Promise<void>;
};

type PreparedRunner = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    /** node-postgres's pool, or the pooled client of a transaction; PGlite's instance or transaction. */
    client: unknown;
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> };
  };
};

/**
 * Runs a statement of fixed text as a named prepared statement: on PostgreSQL it is parsed and
 * planned once per connection, then only bound and run (the hot paths' statements, whose planning
 * cost more than their work). `name` must always go with the same text: vary values through
 * parameters (arrays for lists), never the text. PGlite runs it as any other statement.
 * Only for statements whose best plan does not turn on a table's size (a function call, an insert,
 * a lookup by key): after a few runs PostgreSQL keeps one generic plan for the connection, and a
 * join planned while a table was small stays a scan of all of it as it grows.
 * Rows come as the driver parses them: no timestamp column at the top level (inside json is fine).
 */
export async function executeNamed<Row>(db: Queryable, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const { sql: text, params } = (db as unknown as PreparedRunner).dialect.sqlToQuery(query);
  return executeNamedText<Row>(db, name, text, params);
}

/**
 * executeNamed for a statement whose text is fixed in the source: the text is written once
 * (placeholders $1, $2, …) and nothing is built per call, for the reads every request makes.
 * On PostgreSQL it goes to node-postgres directly: drizzle's prepared query object, made anew on
 * every call, cost more than the driver's own work on the simplest reads (decision 013).
 */
export function executeNamedText<Row>(db: Queryable, name: string, text: string, params: unknown[]): Promise<{ rows: Row[] }> {
  const runner = db as unknown as PreparedRunner;
  const client = runner.session.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) return runNamedStatement<Row>(client, name, text, params);
  return executeThroughDrizzle<Row>(runner, name, text, params);
}

async function executeThroughDrizzle<Row>(runner: PreparedRunner, name: string, text: string, params: unknown[]): Promise<{ rows: Row[] }> {
  return (await runner.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Row[] };
}

// node-postgres returns bigint (int8) as strings; every bigint Lotus stores (paise, ids) fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** How long a request waits for a connection (a new one, or a free one of the pool) before it answers 503. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * A transaction left open this long by a client that went away (its process killed, its network
 * cut) is ended by PostgreSQL, so its row locks and Idempotency-Keys do not wait for TCP to notice.
 */
const IDLE_IN_TRANSACTION_MS = 30_000;
/**
 * A connection is replaced after this long (once it is free). Named statements keep the plan
 * PostgreSQL chose for them for the connection's life: this bounds how long a plan made while a
 * table was small (a new database) outlives the table's growth.
 */
const CONNECTION_LIFETIME_S = 600;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    maxLifetimeSeconds: CONNECTION_LIFETIME_S,
    keepAlive: true,
  });
  let report: (error: Error) => void = () => {};
  // A connection that ends (PostgreSQL restarted, the backend terminated, the network cut) makes
  // its client emit 'error'. The pool listens only while the client is idle; a client checked out
  // (a transaction, a held connection) would throw that event out of the process. Each client
  // gets a listener of its own: the query in flight fails on its own (503), and the pool drops the
  // broken client when it comes back and makes a new one for the next request.
  pool.on('connect', (client) => client.on('error', (error) => report(error)));
  pool.on('error', () => {
    // The idle client's own listener above has told it already.
  });
  const db = drizzlePg({ client: pool });
  pipelineTransactions(db, pool);
  return {
    db,
    kind: 'postgres',
    withConnection: async (fn) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await fn({
          exec: async (sqlText) => {
            await client.query(sqlText);
          },
          query: async <Row>(sqlText: string, params?: unknown[]) => (await client.query(sqlText, params)).rows as Row[],
        });
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        // A client whose work failed is not trusted again (a session-level lock or setting may be left on it).
        client.release(broken);
      }
    },
    onFault: (listener) => {
      report = listener;
    },
    openSession: async (onLost) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
      let isClosing = false;
      client.on('error', (error) => {
        if (!isClosing) onLost(error);
        isClosing = true;
      });
      client.on('end', () => {
        if (!isClosing) onLost(new Error('Connection terminated unexpectedly'));
        isClosing = true;
      });
      await client.connect();
      return {
        exec: async (sqlText) => {
          await client.query(sqlText);
        },
        query: async <Row>(sqlText: string, params?: unknown[]) => (await client.query(sqlText, params)).rows as Row[],
        close: async () => {
          isClosing = true;
          await client.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded database: in memory when dir is undefined (tests), else persisted in dir. `image`,
 * a data directory saved by PGlite's dumpDataDir, starts it as a copy of that database instead of
 * an empty one made by initdb (tests: a migrated database in a quarter of the time).
 */
export async function openPglite(dir?: string, image?: Blob): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const unlock = dir ? lockDataDir(dir) : () => {};
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), ...(image ? { loadDataDir: image } : {}) });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    withConnection: (fn) =>
      fn({
        exec: async (sqlText) => {
          await client.exec(sqlText);
        },
        query: async <Row>(sqlText: string, params?: unknown[]) => (await client.query<Row>(sqlText, params)).rows,
      }),
    image: () => client.dumpDataDir('none'),
    // In the process: no connection to lose.
    onFault: () => {},
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
