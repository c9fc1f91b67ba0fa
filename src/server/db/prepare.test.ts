import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { verifyPassword } from '@server/modules/auth';
import { openPglite, type Database } from './client';
import { listMigrations, migrate } from './migrate';
import { prepareDatabase } from './prepare';
import { appMeta, banners, users } from './schema';
import { demoSeedParts } from '../modules';
import { seedDemo } from './seed';

// First start and restarts on the embedded database, as main.ts does them: open the data
// folder, migrate, prepare (operator account, demo content), close, and open it again.
const made: string[] = [];
let dataDir: string;
const pgdata = () => path.join(dataDir, 'pgdata');
function freshDataDir() {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-data-'));
  made.push(dataDir);
}
beforeAll(freshDataDir);
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(config: { adminPassword?: string; seedDemo?: boolean } = {}) {
  const database = await openPglite(pgdata());
  const applied = await migrate(database);
  const prepared = await prepareDatabase(database.db, testConfig({ adminUsername: 'admin', adminPassword: undefined, seedDemo: true, ...config }));
  return { database, applied, prepared };
}

async function operatorHash(database: Database) {
  const rows = await database.db.select({ hash: users.passwordHash, role: users.role }).from(users).where(eq(users.username, 'admin'));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.role).toBe('admin');
  return rows[0]?.hash ?? '';
}

async function seedKeys(database: Database) {
  const rows = await database.db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(sql`${appMeta.key} like 'seed:%'`);
  return rows.map((row) => row.key).sort();
}

// A first start creates the embedded database on disk, which alone took 12 s on a busy 2-core
// machine: these tests get more than the usual 30 s.
describe('first start and restarts on a data folder', { timeout: 90_000 }, () => {
  let generated = '';
  let bannerCount = 0;

  it('first start: applies every migration, seeds each demo part, and reports a generated operator password once', async () => {
    const { database, applied, prepared } = await start();
    expect(applied).toEqual(listMigrations().map((migration) => migration.name));
    generated = prepared.generatedAdminPassword ?? '';
    expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await verifyPassword(await operatorHash(database), generated)).toBe(true);
    expect(await seedKeys(database)).toEqual(demoSeedParts.map((part) => `seed:${part.key}`).sort());
    bannerCount = (await database.db.select().from(banners)).length;
    expect(bannerCount).toBeGreaterThan(0);
    await database.close();
  });

  it('restart: finds the data and the migrations applied, reports no password and keeps the generated one, seeds nothing again', async () => {
    const { database, applied, prepared } = await start();
    expect(applied).toEqual([]);
    const recorded = await database.withConnection((c) => c.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'));
    expect(recorded.map((row) => row.name)).toEqual(listMigrations().map((migration) => migration.name));
    expect(prepared.generatedAdminPassword).toBeUndefined();
    expect(await verifyPassword(await operatorHash(database), generated)).toBe(true);
    expect(await seedDemo(database.db, demoSeedParts)).toEqual([]);
    expect(await database.db.select().from(banners)).toHaveLength(bannerCount);
    await database.close();
  });

  it('ADMIN_PASSWORD resets the operator password at each start, reporting nothing', async () => {
    for (const password of ['chosen-password-1', 'chosen-password-2']) {
      const { database, prepared } = await start({ adminPassword: password });
      expect(prepared.generatedAdminPassword).toBeUndefined();
      const hash = await operatorHash(database);
      expect(await verifyPassword(hash, password)).toBe(true);
      expect(await verifyPassword(hash, generated)).toBe(false);
      await database.close();
    }
    // Unset again: the last chosen password stays; no new one is generated.
    const { database, prepared } = await start();
    expect(prepared.generatedAdminPassword).toBeUndefined();
    expect(await verifyPassword(await operatorHash(database), 'chosen-password-2')).toBe(true);
    await database.close();
  });

  it('a demo part added after the first start runs once, on the next start only', async () => {
    let runs = 0;
    const later = { key: `later-${process.pid}`, run: async () => void (runs += 1) };
    const database = await openPglite(pgdata());
    expect(await seedDemo(database.db, [...demoSeedParts, later])).toEqual([later.key]);
    expect(await seedDemo(database.db, [...demoSeedParts, later])).toEqual([]);
    await database.close();
    const reopened = await openPglite(pgdata());
    expect(await seedDemo(reopened.db, [...demoSeedParts, later])).toEqual([]);
    expect(runs).toBe(1);
    await reopened.close();
  });

  it('without the demo, a fresh data folder gets the operator account and no demo content', async () => {
    freshDataDir();
    const { database, prepared } = await start({ seedDemo: false });
    expect(prepared.generatedAdminPassword).toBeDefined();
    expect(await seedKeys(database)).toEqual([]);
    expect(await database.db.select().from(banners)).toHaveLength(0);
    await database.close();
  });
});
