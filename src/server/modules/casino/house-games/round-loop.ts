import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '@server/db/client';
import { isUnavailable } from '@server/db/faults';
import { advanceColor, COLOR_TIMING, type ColorTiming } from './color/color-engine';
import { advanceCrash, CRASH_TIMING, type CrashTiming } from './crash/crash-engine';
import { TABLE_GAME_KEYS } from '@shared/fairness';
import { advanceTable, TABLE_TIMING, type TableTiming } from './tables/table-engine';

// The shared rounds' clock. Every API process may run it; each step takes a transaction-level
// PostgreSQL advisory lock first (one key per game) and skips the step when another process
// holds it, so exactly one process advances each game at a time and any of them takes over at
// once when that one stops. All state is in the database: the others only read it.
// While the database is away the clock pauses: one warning, then a try every few seconds instead
// of every game's step ten times a second (each a connection attempt and a logged error).

const CRASH_LOCK = 727_201;
const COLOR_LOCK = 727_202;
/** Card tables: one key each, from this one up in TABLE_GAME_KEYS order. */
const FIRST_TABLE_LOCK = 727_300;
/** While the database is away: the first wait before trying again, doubled each time up to the most. */
const AWAY_FIRST_WAIT_MS = 250;
const AWAY_MOST_WAIT_MS = 2_000;

export type RoundLoop = { stop(): Promise<void> };
export type RoundLoopOptions = { intervalMs?: number; crash?: CrashTiming; color?: ColorTiming; tables?: Partial<TableTiming>; log?: FastifyBaseLogger };

/**
 * One step of every game at `now`, each under its lock. Answers which games this process advanced,
 * and `away`: the error of a database found away, after which the remaining games are not tried.
 */
export async function stepRounds(
  database: Database,
  now: Date,
  options: Omit<RoundLoopOptions, 'intervalMs'> = {},
): Promise<{ crash: boolean; color: boolean; tables: number; away?: unknown }> {
  let away: unknown;
  const step = async (lockKey: number, advance: (tx: Tx) => Promise<void>, failed: (error: unknown) => void): Promise<boolean> => {
    if (away !== undefined) return false;
    try {
      return await database.db.transaction(async (tx) => {
        const locked = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${lockKey}) AS ok`);
        if (!locked.rows[0]?.ok) return false;
        await advance(tx);
        return true;
      });
    } catch (error) {
      if (isUnavailable(error)) away = error;
      else failed(error);
      return false;
    }
  };
  const crash = await step(
    CRASH_LOCK,
    (tx) => advanceCrash(tx, now, options.crash ?? CRASH_TIMING),
    (error) => options.log?.error({ err: error }, 'crash round step failed'),
  );
  const color = await step(
    COLOR_LOCK,
    (tx) => advanceColor(tx, now, options.color ?? COLOR_TIMING),
    (error) => options.log?.error({ err: error }, 'colour round step failed'),
  );
  const tableTiming = { ...TABLE_TIMING, ...options.tables };
  let tables = 0;
  for (const [index, game] of TABLE_GAME_KEYS.entries()) {
    const stepped = await step(
      FIRST_TABLE_LOCK + index,
      (tx) =>
        advanceTable(tx, game, now, tableTiming, { onVoid: (round, error) => options.log?.error({ err: error, round: round.id, game }, 'table round voided') }),
      (error) => options.log?.error({ err: error, game }, 'table round step failed'),
    );
    if (stepped) tables++;
  }
  return away === undefined ? { crash, color, tables } : { crash, color, tables, away };
}

/**
 * Runs stepRounds every intervalMs (100 ms: the crash curve's resolution) until stopped; while the
 * database is away, at growing waits, with one warning when it goes and a note when it is back.
 */
export function startRoundLoop(database: Database, options: RoundLoopOptions = {}): RoundLoop {
  const intervalMs = options.intervalMs ?? 100;
  let isRunning = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let awaySince: number | undefined;
  let awayWaitMs = AWAY_FIRST_WAIT_MS;

  /** The wait before the next step, after a step that found the database `away` or not. */
  const nextWait = (away: unknown): number => {
    if (away === undefined) {
      if (awaySince !== undefined) options.log?.info({ pausedMs: Date.now() - awaySince }, 'the shared rounds’ clock runs again: the database is back');
      awaySince = undefined;
      return intervalMs;
    }
    if (awaySince === undefined) {
      awaySince = Date.now();
      awayWaitMs = AWAY_FIRST_WAIT_MS;
      options.log?.warn({ err: away }, 'the shared rounds’ clock is paused: the database is away; trying again every few seconds');
    } else awayWaitMs = Math.min(awayWaitMs * 2, AWAY_MOST_WAIT_MS);
    return Math.max(intervalMs, awayWaitMs);
  };

  const schedule = (waitMs: number) => {
    if (!isRunning) return;
    timer = setTimeout(() => {
      current = stepRounds(database, new Date(), options).then(
        (stepped) => schedule(nextWait(stepped.away)),
        () => schedule(intervalMs),
      );
    }, waitMs);
  };
  schedule(intervalMs);
  return {
    async stop() {
      isRunning = false;
      if (timer) clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
