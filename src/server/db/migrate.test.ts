import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '../test/test-app';
import type { Database } from './client';
import { listFunctions, listMigrations, migrate, StaleDatabaseError } from './migrate';

// The migrator on a fresh database: the baselines once, the functions of functions/ at every
// start, and a database from before the baselines refused whole.
let drops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const drop of drops) await drop();
  drops = [];
});

async function freshDatabase(): Promise<Database> {
  const { database, drop } = await createTestDatabase();
  drops.push(drop);
  return database;
}

const run = (database: Database, sqlText: string) => database.withConnection((c) => c.exec(sqlText));
const query = <Row>(database: Database, sqlText: string) => database.withConnection((c) => c.query<Row>(sqlText));

/** The schema's own functions (not extensions'), as name(argument types). */
async function ownFunctions(database: Database): Promise<string[]> {
  const rows = await query<{ signature: string }>(
    database,
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
      ORDER BY 1`,
  );
  return rows.map((row) => row.signature);
}

const namesOf = (signatures: string[]) => signatures.map((signature) => signature.slice(0, signature.indexOf('(')));

describe('migrate', () => {
  it('applies the baselines once and defines exactly the functions of the folder, keeping them at the next start', async () => {
    const database = await freshDatabase();
    expect(await migrate(database)).toEqual(listMigrations().map((migration) => migration.name));
    const first = await ownFunctions(database);
    expect(namesOf(first)).toEqual(listFunctions().map((fn) => fn.name));
    expect(first).toContain('ledger_transfer(jsonb)');
    expect(first).toContain('exchange_lock_markets(bigint[],bigint[],bigint[])');

    expect(await migrate(database)).toEqual([]);
    expect(await ownFunctions(database)).toEqual(first);
  });

  it('puts back at the next start a function changed in the database', async () => {
    const database = await freshDatabase();
    await migrate(database);
    await run(
      database,
      `CREATE OR REPLACE FUNCTION casino_wallet_answer(p_status text, p_balance bigint, p_id bigint, p_message text)
      RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$ SELECT '{}'::jsonb $$`,
    );
    await migrate(database);
    const [row] = await query<{ answer: unknown }>(database, `SELECT casino_wallet_answer('OK', 12345, 7, NULL) AS answer`);
    expect(row?.answer).toEqual({ success: true, status: 'OK', balance: 123.45, currency: 'INR', transaction_id: '7' });
  });

  it('creates again a function whose return type the file changed, which CREATE OR REPLACE refuses', async () => {
    const database = await freshDatabase();
    await migrate(database);
    await run(
      database,
      `DROP FUNCTION exchange_bet_status(bigint, bigint, bigint);
      CREATE FUNCTION exchange_bet_status(p_remaining bigint, p_matched bigint, p_cancelled bigint) RETURNS integer LANGUAGE sql AS $$ SELECT 0 $$`,
    );
    await migrate(database);
    const [row] = await query<{ result: string }>(
      database,
      `SELECT pg_get_function_result('exchange_bet_status(bigint, bigint, bigint)'::regprocedure) AS result`,
    );
    expect(row?.result).toBe('text');
    expect(namesOf(await ownFunctions(database))).toEqual(listFunctions().map((fn) => fn.name));
    // Dropping a trigger function dropped its triggers; its file attached them again.
    const triggers = await query<{ name: string }>(database, `SELECT tgname AS name FROM pg_trigger WHERE tgname LIKE '%_keep_referred' ORDER BY 1`);
    expect(triggers.map((trigger) => trigger.name)).toEqual(['bets_keep_referred', 'markets_keep_referred', 'runners_keep_referred', 'users_keep_referred']);
  });

  it('drops the functions no file defines: one whose file is gone, and the old argument list of one whose arguments changed', async () => {
    const database = await freshDatabase();
    await migrate(database);
    await run(
      database,
      `CREATE FUNCTION lotus_removed() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;
      CREATE FUNCTION ledger_transfer(p_legs jsonb, p_old integer) RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$`,
    );
    await migrate(database);
    const functions = await ownFunctions(database);
    expect(functions).not.toContain('lotus_removed()');
    expect(functions.filter((signature) => signature.startsWith('ledger_transfer('))).toEqual(['ledger_transfer(jsonb)']);
  });

  it.skipIf(!onPostgres)('leaves the functions of an extension in the schema alone', async () => {
    const database = await freshDatabase();
    await run(database, 'CREATE EXTENSION pgcrypto');
    await migrate(database);
    const [row] = await query<{ hash: string }>(database, `SELECT encode(digest('lotus', 'sha256'), 'hex') AS hash`);
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a database made by migrations no longer in the folder, says how to recreate it, and changes nothing', async () => {
    const database = await freshDatabase();
    await run(
      database,
      `CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO schema_migrations (name) VALUES ('0001_foundation.sql'), ('0002_wallet.sql'), ('0040_play_money.sql')`,
    );
    const refused = await migrate(database).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StaleDatabaseError);
    const message = (refused as Error).message;
    expect(message).toContain('0002_wallet.sql and 1 more');
    expect(message).toContain(onPostgres ? 'drop the PostgreSQL database and create it again' : 'delete the data folder (./data/');
    const [tables] = await query<{ users: string | null; accounts: string | null }>(
      database,
      `SELECT to_regclass('users')::text AS users, to_regclass('accounts')::text AS accounts`,
    );
    expect(tables).toEqual({ users: null, accounts: null });
    expect(await ownFunctions(database)).toEqual([]);
    const recorded = await query<{ name: string }>(database, 'SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((row) => row.name)).toEqual(['0001_foundation.sql', '0002_wallet.sql', '0040_play_money.sql']);
  });
});
