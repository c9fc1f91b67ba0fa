import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres, type Database } from './db/client';
import { soleLeadership, startLeadership } from './leadership';
import { createTestDatabase, onPostgres } from './test/test-app';

const quiet = { info: () => undefined, warn: () => undefined };

/** A job that counts how often it runs and whether it runs now. */
function countingJob() {
  const job = { starts: 0, stops: 0, isRunning: false };
  return {
    job,
    start: async () => {
      job.starts += 1;
      job.isRunning = true;
      return async () => {
        job.stops += 1;
        job.isRunning = false;
      };
    },
  };
}

describe('leadership of a process alone on its database', () => {
  it('runs its jobs from the start, those added later too, and stops them once', async () => {
    const leadership = soleLeadership();
    const first = countingJob();
    leadership.whileLeader(first.start);
    await expect.poll(() => first.job.isRunning).toBe(true);
    const later = countingJob();
    leadership.whileLeader(later.start);
    await expect.poll(() => later.job.isRunning).toBe(true);
    await leadership.stop();
    expect([first.job, later.job]).toEqual([
      { starts: 1, stops: 1, isRunning: false },
      { starts: 1, stops: 1, isRunning: false },
    ]);
    expect(leadership.isLeader()).toBe(false);
  });
});

describe.skipIf(!onPostgres)('leadership of several processes on one PostgreSQL database', () => {
  let created: { database: Database; drop(): Promise<void> };
  let url: string;
  beforeAll(async () => {
    created = await createTestDatabase();
    const found = await created.database.withConnection((c) => c.query<{ name: string }>('SELECT current_database() AS name'));
    const server = new URL(process.env.TEST_DATABASE_URL as string);
    server.pathname = `/${found[0]?.name}`;
    url = server.toString();
  });
  afterAll(() => created?.drop());

  it('lets one lead; when it stops, or its connection is killed, another leads within a few checks', async () => {
    const databases = await Promise.all([openPostgres(url, 2), openPostgres(url, 2), openPostgres(url, 2)]);
    const leaderships = databases.map((database) => startLeadership(database, quiet, 100));
    const jobs = leaderships.map((leadership) => {
      const counted = countingJob();
      leadership.whileLeader(counted.start);
      return counted.job;
    });
    try {
      const leading = () => leaderships.map((leadership) => leadership.isLeader());
      await expect.poll(() => leading().filter(Boolean).length, { timeout: 10_000 }).toBe(1);
      const first = leading().indexOf(true);
      expect(jobs.map((job) => job.isRunning)).toEqual(leading());

      // The leader stops (a clean shutdown): its job stops, another process leads.
      await leaderships[first]?.stop();
      expect(jobs[first]?.isRunning).toBe(false);
      await expect.poll(() => leading().filter(Boolean).length, { timeout: 10_000 }).toBe(1);
      const second = leading().indexOf(true);
      expect(second).not.toBe(first);

      // The new leader's connection is killed (a failover): it steps down, and someone leads again.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = 727100 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
      );
      await admin.end();
      await expect.poll(() => jobs[second]?.stops, { timeout: 10_000 }).toBe(1);
      await expect.poll(() => leading().filter(Boolean).length, { timeout: 10_000 }).toBe(1);
      // Never two jobs at once.
      expect(jobs.filter((job) => job.isRunning)).toHaveLength(1);
    } finally {
      await Promise.all(leaderships.map((leadership) => leadership.stop()));
      await Promise.all(databases.map((database) => database.close()));
    }
  }, 60_000);
});
