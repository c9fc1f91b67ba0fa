import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqlState } from '../errors';
import type { Connection, Database } from './client';

// The schema is plain SQL in two folders (docs/decisions/002-sql-migrations.md):
//   migrations/  tables, indexes and seed rows: applied in name order once each, each in its own
//                transaction, and recorded in schema_migrations;
//   functions/   one SQL function a file, named after it: applied at every start, after the
//                migrations, so each file is its function's one live definition. A trigger
//                function's file also attaches it (CREATE OR REPLACE TRIGGER).
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = path.join(here, 'migrations');
const functionsDir = path.join(here, 'functions');

export function listMigrations(): { name: string; sql: string }[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(migrationsDir, name), 'utf8') }));
}

/**
 * The functions in name order. plpgsql bodies are only parsed when created, but a SQL-language
 * body is checked then: one that calls another function of the folder must sort after it.
 */
export function listFunctions(): { name: string; sql: string }[] {
  return fs
    .readdirSync(functionsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.sql'.length);
      const sql = fs.readFileSync(path.join(functionsDir, file), 'utf8');
      if (!/^[a-z][a-z0-9_]*$/.test(name) || !sql.includes(`CREATE OR REPLACE FUNCTION ${name}(`)) {
        throw new Error(`functions/${file} must define the function it is named after: CREATE OR REPLACE FUNCTION ${name}(...)`);
      }
      return { name, sql };
    });
}

/** The database was made by migrations that are no longer in the folder: it must be recreated. */
export class StaleDatabaseError extends Error {}

function staleMessage(kind: Database['kind'], unknown: string[]): string {
  const named = unknown.length > 1 ? `${unknown[0]} and ${unknown.length - 1} more` : unknown[0];
  const recreate =
    kind === 'pglite'
      ? 'stop Lotus and delete the data folder (./data/, or the one DATA_DIR names), then start again'
      : 'drop the PostgreSQL database and create it again (empty), then start again';
  return (
    `This database was made by migrations that no longer exist (${named}): the schema was squashed into new ` +
    `baseline migrations, and a database from before cannot be brought up to them. Recreate it: ${recreate}. Its data is lost.`
  );
}

const STARTUP_LOCK = 727272;

/**
 * Runs fn holding the startup lock (on PostgreSQL a session advisory lock on one connection,
 * handed to fn). Several API processes starting together on one database take turns: to
 * migrate, then to make the operator account and seed the demo content (main.ts), instead of
 * racing to insert the same rows.
 */
export async function underStartupLock<T>(database: Database, fn: (connection: Connection) => Promise<T>): Promise<T> {
  return database.withConnection(async (connection) => {
    if (database.kind === 'postgres') await connection.exec(`SELECT pg_advisory_lock(${STARTUP_LOCK})`);
    try {
      return await fn(connection);
    } finally {
      if (database.kind === 'postgres') await connection.exec(`SELECT pg_advisory_unlock(${STARTUP_LOCK})`);
    }
  });
}

/**
 * Applies the migrations not yet applied, then puts every function in place; returns the names
 * of the migrations applied. Refuses (StaleDatabaseError), changing nothing, a database that
 * recorded a migration the folder no longer has.
 */
export async function migrate(database: Database): Promise<string[]> {
  return underStartupLock(database, async (connection) => {
    await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await connection.query<{ name: string }>('SELECT name FROM schema_migrations');
    const migrations = listMigrations();
    const known = new Set(migrations.map((migration) => migration.name));
    const unknown = rows
      .map((row) => row.name)
      .filter((name) => !known.has(name))
      .sort();
    if (unknown.length > 0) throw new StaleDatabaseError(staleMessage(database.kind, unknown));

    const done = new Set(rows.map((row) => row.name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      try {
        await connection.exec(`BEGIN;\n${migration.sql}\n;`);
        await connection.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
        await connection.exec('COMMIT');
      } catch (error) {
        await connection.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
    }
    await replaceFunctions(connection);
    return applied;
  });
}

/**
 * Puts every function of the folder in place, in one transaction. CREATE OR REPLACE keeps a
 * function's identity, so processes already running on the database carry on. When PostgreSQL
 * refuses to replace one (another return type, renamed parameters), the transaction is undone
 * and run again dropping the folder's functions first. Either way the schema's functions that
 * the transaction did not write are dropped at its end: one whose file was removed, or the old
 * argument list of one whose arguments changed. Functions of extensions are left alone.
 */
async function replaceFunctions(connection: Connection): Promise<void> {
  try {
    await writeFunctions(connection, false);
  } catch (error) {
    if (sqlState(error) !== '42P13') throw error;
    await writeFunctions(connection, true);
  }
}

async function writeFunctions(connection: Connection, dropFirst: boolean): Promise<void> {
  const functions = listFunctions();
  await connection.exec('BEGIN');
  try {
    // CASCADE drops a trigger function's triggers too: its file attaches them again.
    if (dropFirst) await dropFunctions(connection, 'p.proname = ANY($1::text[])', [functions.map((fn) => fn.name)], 'CASCADE');
    for (const fn of functions) {
      try {
        await connection.exec(fn.sql);
      } catch (error) {
        throw new Error(`function ${fn.name} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    // A catalog row this transaction wrote has its id as xmin (hence no savepoints: rows written under one get another id).
    await dropFunctions(connection, 'p.xmin <> pg_current_xact_id()::xid');
    await connection.exec('COMMIT');
  } catch (error) {
    await connection.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Drops the plain functions of the current schema that match `where`, except those of extensions. */
async function dropFunctions(connection: Connection, where: string, params: unknown[] = [], cascade: '' | 'CASCADE' = ''): Promise<void> {
  const found = await connection.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f' AND ${where}
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`,
    params,
  );
  for (const { signature } of found) await connection.exec(`DROP FUNCTION ${signature} ${cascade}`);
}
