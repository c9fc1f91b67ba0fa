import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle the app passes around. PGlite and node-postgres share drizzle's PgDatabase API. */
export type Db = NodePgDatabase<Schema>;
/** A transaction; data functions that move money take one of these (STYLE §5). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: for reads that may run inside or outside one. */
export type Queryable = Db | Tx;

/** One connection held for a while: scripts of several statements, session-level locks. */
export type Connection = {
  exec(sqlText: string): Promise<void>;
  query<Row = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn on one connection held for its duration (PGlite has only one). */
  withConnection<T>(fn: (connection: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

// node-postgres returns bigint (int8) as strings; every bigint Lotus stores (paise, ids) fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight still reject.
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    withConnection: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sqlText) => {
            await client.query(sqlText);
          },
          query: async <Row>(sqlText: string, params?: unknown[]) =>
            (await client.query(sqlText, params)).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The embedded database: in memory when dir is undefined (tests), else persisted in dir. */
export async function openPglite(dir?: string): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = new PGlite(dir ? { dataDir: dir } : undefined);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    withConnection: (fn) =>
      fn({
        exec: async (sqlText) => {
          await client.exec(sqlText);
        },
        query: async <Row>(sqlText: string, params?: unknown[]) =>
          (await client.query<Row>(sqlText, params)).rows,
      }),
    close: () => client.close(),
  };
}
