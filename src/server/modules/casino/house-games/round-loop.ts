import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '@server/db/client';
import { advanceColor, COLOR_TIMING, type ColorTiming } from './color/color-engine';
import { advanceCrash, CRASH_TIMING, type CrashTiming } from './crash/crash-engine';
import { TABLE_GAME_KEYS } from '@shared/fairness';
import { advanceTable, TABLE_TIMING, type TableTiming } from './tables/table-engine';

// The shared rounds' clock. Every API process may run it; each step takes a transaction-level
// PostgreSQL advisory lock first (one key per game) and skips the step when another process
// holds it, so exactly one process advances each game at a time and any of them takes over at
// once when that one stops. All state is in the database: the others only read it.

const CRASH_LOCK = 727_201;
const COLOR_LOCK = 727_202;
/** Card tables: one key each, from this one up in TABLE_GAME_KEYS order. */
const FIRST_TABLE_LOCK = 727_300;

export type RoundLoop = { stop(): Promise<void> };
export type RoundLoopOptions = { intervalMs?: number; crash?: CrashTiming; color?: ColorTiming; tables?: Partial<TableTiming>; log?: FastifyBaseLogger };

/** One step of both games at `now`, each under its lock. Answers which games this process advanced. */
export async function stepRounds(
  database: Database,
  now: Date,
  options: Omit<RoundLoopOptions, 'intervalMs'> = {},
): Promise<{ crash: boolean; color: boolean; tables: number }> {
  const step = async (lockKey: number, advance: (tx: Tx) => Promise<void>) =>
    database.db.transaction(async (tx) => {
      const locked = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${lockKey}) AS ok`);
      if (!locked.rows[0]?.ok) return false;
      await advance(tx);
      return true;
    });
  const crash = await step(CRASH_LOCK, (tx) => advanceCrash(tx, now, options.crash ?? CRASH_TIMING)).catch((error: unknown) => {
    options.log?.error({ err: error }, 'crash round step failed');
    return false;
  });
  const color = await step(COLOR_LOCK, (tx) => advanceColor(tx, now, options.color ?? COLOR_TIMING)).catch((error: unknown) => {
    options.log?.error({ err: error }, 'colour round step failed');
    return false;
  });
  const tableTiming = { ...TABLE_TIMING, ...options.tables };
  let tables = 0;
  for (const [index, game] of TABLE_GAME_KEYS.entries()) {
    const stepped = await step(FIRST_TABLE_LOCK + index, (tx) =>
      advanceTable(tx, game, now, tableTiming, { onVoid: (round, error) => options.log?.error({ err: error, round: round.id, game }, 'table round voided') }),
    ).catch((error: unknown) => {
      options.log?.error({ err: error, game }, 'table round step failed');
      return false;
    });
    if (stepped) tables++;
  }
  return { crash, color, tables };
}

/** Runs stepRounds every intervalMs (100 ms: the crash curve's resolution) until stopped. */
export function startRoundLoop(database: Database, options: RoundLoopOptions = {}): RoundLoop {
  const intervalMs = options.intervalMs ?? 100;
  let isRunning = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  const schedule = () => {
    if (!isRunning) return;
    timer = setTimeout(() => {
      current = stepRounds(database, new Date(), options).finally(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      isRunning = false;
      if (timer) clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
