import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { demoSince } from './routes';

// When the demo feed's first loop started: the database's first migration, so a restart goes on
// with the same matches; now, with a warning, when the database cannot answer.

describe('the demo feed clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("starts at the database's first migration", async () => {
    const found = await t.db.execute<{ first: Date | string }>(sql`SELECT min(applied_at) AS first FROM schema_migrations`);
    const first = new Date(found.rows[0]?.first ?? Number.NaN).getTime();
    expect(Number.isFinite(first)).toBe(true);
    expect(await demoSince(t.db, pino({ level: 'silent' }))).toBe(first);
  });

  it('starts now, and says so, when the database fails', async () => {
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const failing = { execute: () => Promise.reject(new Error('connection terminated unexpectedly')) } as unknown as Pick<Db, 'execute'>;
    const before = Date.now();
    const since = await demoSince(failing, log);
    expect(since).toBeGreaterThanOrEqual(before);
    expect(since).toBeLessThanOrEqual(Date.now());
    expect(warnings.join('')).toContain('the demo feed could not read when the database was made');
  });
});
