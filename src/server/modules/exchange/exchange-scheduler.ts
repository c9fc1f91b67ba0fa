import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { startPeriodic, type PeriodicTask } from '@server/periodic';
import { lapseAtInPlay } from './admin-catalogue';
import type { ExchangeCache } from './exchange-cache';
import { exchangeRuntime } from './exchange-runtime';
import { ensureHouseFunded } from './house';

// The exchange's clock, in the leading server process (leadership.ts): events whose start time
// has come go in play (their unmatched 'lapse' orders lapse, the in-play bet delay applies from
// then on), and now and then the house's float is topped up. Should two processes run it for a
// moment (a leader change), an event still turns in play by one guarded UPDATE, so only the
// process whose UPDATE changed the row lapses. Started by the exchange routes when
// config.exchangeScheduler is on (off under test).

export type ExchangeScheduler = PeriodicTask;

/** Events per tick; the rest go on the next. */
const DUE_PER_TICK = 20;

/**
 * Turns every due event in play, each in its own transaction, and lapses its 'lapse' orders.
 * Returns the markets whose books changed.
 */
export async function startDueEvents(db: Db, cache: ExchangeCache): Promise<number[]> {
  const due = await db.execute<{ id: number }>(
    sql`SELECT id FROM events WHERE status = 'active' AND NOT in_play AND start_time <= now() ORDER BY start_time LIMIT ${DUE_PER_TICK}`,
  );
  const touched: number[] = [];
  for (const { id } of due.rows) {
    const markets = await db.transaction(async (tx) => {
      // The row lock makes a second process's UPDATE wait, then find the row in play already.
      const turned = await tx.execute(
        sql`UPDATE events SET in_play = true WHERE id = ${id} AND status = 'active' AND NOT in_play AND start_time <= now() RETURNING id`,
      );
      return turned.rows.length === 0 ? [] : lapseAtInPlay(tx, cache, Number(id));
    });
    touched.push(...markets);
  }
  return touched;
}

export function startExchangeScheduler(
  app: FastifyInstance,
  options: { intervalMs?: number; fundEveryTicks?: number; autoStart?: boolean } = {},
): ExchangeScheduler {
  const { intervalMs = 2000, fundEveryTicks = 30, autoStart = true } = options;
  const { cache, feed } = exchangeRuntime(app);
  let ticks = 0;
  return startPeriodic({
    name: 'exchange scheduler',
    intervalMs,
    autoStart,
    log: app.log,
    work: async () => {
      if (ticks % fundEveryTicks === 0) {
        const moved = await ensureHouseFunded(app.db, cache);
        if (moved > 0) app.log.info({ amount: moved }, 'house market maker float topped up');
      }
      ticks += 1;
      for (const marketId of await startDueEvents(app.db, cache)) feed.publish(marketId);
    },
  });
}
