import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { testConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo, type SeedPart } from '../db/seed';
import { ensureAdmin } from '../modules/auth/admin-account';

// Boots the real app on a fresh database: PGlite in memory by default, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close).

export const ADMIN = { username: 'admin', password: 'admin-password-1' } as const;
export const MASTER_CODE = 'LOTUS100';

export type TestApp = {
  app: App;
  db: Db;
  database: Database;
  close(): Promise<void>;
};

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const name = `lotus_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(options: { config?: Partial<Config>; seed?: SeedPart[] } = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  await migrate(database);
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  await database.withConnection((c) => c.exec(`INSERT INTO referral_codes (code) VALUES ('${MASTER_CODE}') ON CONFLICT DO NOTHING`));
  if (options.seed) await seedDemo(database.db, options.seed);
  const app = await buildApp({ config: testConfig({ webDistDir: '/nonexistent', ...options.config }), database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
