import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createTestDatabase, onPostgres } from '../test/test-app';
import { migrate, underStartupLock } from './migrate';
import { prepareDatabase } from './prepare';

// Several API processes starting together on one PostgreSQL database (each its own pool, as
// here two sessions of one pool): the startup lock makes them take turns, so the second finds
// the operator account and the demo content already made instead of inserting them again.
// The real thing, two `main.ts` processes at once, is exchange/two-processes.test.ts.

describe.skipIf(!onPostgres)('startup lock on PostgreSQL', () => {
  it('runs one holder at a time, and two starts at once make the operator and the demo content once', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const steps: string[] = [];
      await Promise.all(
        ['a', 'b'].map((name) =>
          underStartupLock(database, async () => {
            steps.push(`${name} in`);
            await sleep(100);
            steps.push(`${name} out`);
          }),
        ),
      );
      expect([steps[0]?.[0], steps[1]?.[0]]).toEqual([steps[0]?.[0], steps[0]?.[0]]);
      expect([steps[2]?.[0], steps[3]?.[0]]).toEqual([steps[2]?.[0], steps[2]?.[0]]);

      await Promise.all([migrate(database), migrate(database)]);
      const config = testConfig({ adminUsername: 'admin', adminPassword: 'startup-lock-pass', seedDemo: true });
      await Promise.all([1, 2].map(() => underStartupLock(database, () => prepareDatabase(database.db, config))));
      const operators = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE lower(username) = 'admin'`);
      expect(operators.rows[0]?.n).toBe(1);
      const doubled = await database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (SELECT sport_key, name FROM events GROUP BY 1, 2 HAVING count(*) > 1) twice`,
      );
      expect(doubled.rows[0]?.n).toBe(0);
    } finally {
      await drop();
    }
  }, 60_000);
});
