import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/client';
import { startRoundLoop, stepRounds } from './round-loop';

// The shared rounds' clock when the database goes away and comes back, on a stand-in database
// whose every transaction fails as a refused connection does (or, once "back", finds each game's
// lock held by another process, so no game code runs). The real database's steps are in
// shared-rounds.test.ts.

type Logged = { level: 'error' | 'warn' | 'info'; message: string };

function standIns() {
  const state = { isAway: true, transactions: 0 };
  const database = {
    db: {
      transaction: async (work: (tx: unknown) => Promise<unknown>) => {
        state.transactions += 1;
        if (state.isAway) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return work({ execute: async () => ({ rows: [{ ok: false }] }) });
      },
    },
  } as unknown as Database;
  const logged: Logged[] = [];
  const log = {
    error: (_details: object, message: string) => logged.push({ level: 'error', message }),
    warn: (_details: object, message: string) => logged.push({ level: 'warn', message }),
    info: (_details: object, message: string) => logged.push({ level: 'info', message }),
  } as unknown as FastifyBaseLogger;
  return { state, database, log, logged };
}

describe('the shared rounds’ clock while the database is away', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stops a step at the first game that finds the database away, logging nothing itself', async () => {
    const { state, database, log, logged } = standIns();
    const stepped = await stepRounds(database, new Date(), { log });
    expect(stepped).toMatchObject({ crash: false, color: false, tables: 0 });
    expect((stepped.away as { code: string }).code).toBe('ECONNREFUSED');
    expect(state.transactions).toBe(1);
    expect(logged).toEqual([]);
  });

  it('pauses with one warning and tries at growing waits, then runs at its pace again with a note', async () => {
    const { state, database, log, logged } = standIns();
    const loop = startRoundLoop(database, { intervalMs: 100, log });
    // Ten seconds away: at its pace the clock would have tried every game about a hundred times.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logged).toEqual([{ level: 'warn', message: 'the shared rounds’ clock is paused: the database is away; trying again every few seconds' }]);
    expect(state.transactions).toBeGreaterThanOrEqual(5);
    expect(state.transactions).toBeLessThanOrEqual(10);

    state.isAway = false;
    const before = state.transactions;
    // The wait under way (two seconds at most), then two seconds at its pace.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(logged.map((entry) => entry.level)).toEqual(['warn', 'info']);
    expect(logged[1]?.message).toBe('the shared rounds’ clock runs again: the database is back');
    // Back at its pace: every game each step (eight), a step every 100 ms.
    expect(state.transactions - before).toBeGreaterThan(100);
    await loop.stop();
  });

  it('warns again when the database goes away a second time', async () => {
    const { state, database, log, logged } = standIns();
    const loop = startRoundLoop(database, { intervalMs: 100, log });
    await vi.advanceTimersByTimeAsync(1_000);
    state.isAway = false;
    await vi.advanceTimersByTimeAsync(3_000);
    state.isAway = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logged.map((entry) => entry.level)).toEqual(['warn', 'info', 'warn']);
    await loop.stop();
  });
});
