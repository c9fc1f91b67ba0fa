import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connection, Database } from './client';

// Plain SQL migrations, one file per slice, applied in name order once each, each in its own
// transaction. See docs/decisions/002-sql-migrations.md for why not drizzle-kit's journal.
const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(): { name: string; sql: string }[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(migrationsDir, name), 'utf8') }));
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

/** Applies the migrations not yet applied; answers their names. */
export async function migrate(database: Database): Promise<string[]> {
  return underStartupLock(database, async (connection) => {
    await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await connection.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((row) => row.name));
    const applied: string[] = [];
    for (const migration of listMigrations()) {
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
    return applied;
  });
}
