import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../app';
import type { App } from '../http/app-types';
import { testConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { ADMIN, type TestApp } from './test-app';
import { ensureAdmin } from '@server/modules/auth';

// Two API processes in one: two apps, each on its own pool to one fresh PostgreSQL database
// (and, when asked, each with its own Redis connection), as two server processes would be.
// Only for tests run with TEST_DATABASE_URL.

export type TwoInstances = { first: TestApp; second: TestApp; close(): Promise<void> };

export const REDIS_URL = 'redis://127.0.0.1:6379';

export async function startTwoInstances(options: { withRedis?: boolean } = {}): Promise<TwoInstances> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('two instances need TEST_DATABASE_URL');
  const name = `lotus_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  const databases: Database[] = [];
  const redises: Redis[] = [];
  const apps: App[] = [];
  const start = async (database: Database): Promise<TestApp> => {
    const redis = options.withRedis ? new Redis(REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
    if (redis) redises.push(redis);
    const app = await buildApp({ config: testConfig({ webDistDir: '/nonexistent' }), database, ...(redis ? { redis } : {}) });
    await app.ready();
    apps.push(app);
    return { app, db: database.db, database, close: async () => undefined };
  };
  for (let index = 0; index < 2; index++) databases.push(await openPostgres(url.toString(), 10));
  const [one, two] = databases;
  if (!one || !two) throw new Error('databases not opened');
  await migrate(one);
  await ensureAdmin(one.db, ADMIN.username, ADMIN.password);
  const first = await start(one);
  const second = await start(two);
  return {
    first,
    second,
    close: async () => {
      for (const app of apps) await app.close();
      for (const redis of redises) redis.disconnect();
      for (const database of databases) await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
