import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import type { App } from '../http/app-types';
import { testConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo, type SeedPart } from '../db/seed';
import { users } from '../db/schema';
import { createSession, ensureAdmin, hashPassword } from '@server/modules/auth';

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

/** What every test app's database holds before its test: the schema, the operator and the master code. */
export async function prepareTestDatabase(database: Database): Promise<void> {
  await migrate(database);
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  await database.withConnection((c) => c.exec(`INSERT INTO referral_codes (code) VALUES ('${MASTER_CODE}') ON CONFLICT DO NOTHING`));
}

/**
 * A prepared database. On PGlite, a copy of the one the run's global setup prepared
 * (pglite-template.global.ts), when there is one: PGlite's initdb is most of a test app's start.
 */
async function createPreparedDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const image = onPostgres ? undefined : pgliteTemplate();
  if (image) {
    const database = await openPglite(undefined, image);
    return { database, drop: () => database.close() };
  }
  const created = await createTestDatabase();
  await prepareTestDatabase(created.database);
  return created;
}

let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

/** `redis`, `now` and `logStream` go to buildApp as they are (the caller disconnects its Redis). */
export async function createTestApp(
  options: { config?: Partial<Config>; seed?: SeedPart[]; redis?: Redis; now?: () => number; logStream?: AppDeps['logStream'] } = {},
): Promise<TestApp> {
  const { database, drop } = await createPreparedDatabase();
  if (options.seed) await seedDemo(database.db, options.seed);
  const { redis, now, logStream } = options;
  const config = testConfig({ webDistDir: '/nonexistent', ...options.config });
  const app = await buildApp({ config, database, ...(redis ? { redis } : {}), ...(now ? { now } : {}), ...(logStream ? { logStream } : {}) });
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

let playerCounter = 0;
/** The password of every player createPlayer makes (what a change of sign-in security or a new payout account asks for). */
export const PLAYER_PASSWORD = 'Kite-Mango-Rain-9';
let playerPasswordHash: Promise<string> | undefined;

/** A signed-in player made directly in the database (tests of other slices need not register). */
export async function createPlayer(
  t: TestApp,
  options: { isDemo?: boolean; username?: string } = {},
): Promise<{ id: number; token: string; username: string; auth: { authorization: string } }> {
  playerCounter += 1;
  const username = options.username ?? `player${process.pid}x${playerCounter}x${randomBytes(3).toString('hex')}`;
  const [row] = await t.db
    .insert(users)
    .values({
      username,
      displayName: username,
      phoneNumber: '9876543210',
      passwordHash: await (playerPasswordHash ??= hashPassword(PLAYER_PASSWORD)),
      isDemo: options.isDemo ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('could not create player');
  const token = await createSession(t.db, row.id, 3600_000);
  return { id: row.id, token, username, auth: { authorization: `Bearer ${token}` } };
}

/** A session for the operator account of the test app. */
export async function adminAuth(t: TestApp): Promise<{ id: number; authorization: string }> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN.username)).limit(1);
  if (!row) throw new Error('no operator account');
  const token = await createSession(t.db, row.id, 3600_000);
  return { id: row.id, authorization: `Bearer ${token}` };
}
