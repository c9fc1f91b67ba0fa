import { eq, sql } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import type { ResponsibleGambling, UpdateResponsibleGamblingInput } from '@shared/schemas/responsible-gambling';
import type { Db, Queryable } from '@server/db/client';
import { realityChecks } from '@server/db/schema';
import { changeOwnLimits, getOwnLimits } from './deposit-limits';
import { blockView, findPlayBlock } from './play-blocks';

// A player's responsible-gambling settings as GET /api/user/responsible-gambling answers them,
// and their change (PUT).

/** A player's settings lock: two changes of one player's limits go one after the other. */
const SETTINGS_LOCK = 727275;

export async function realityCheckMinutes(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.select({ every: realityChecks.everyMinutes }).from(realityChecks).where(eq(realityChecks.userId, userId)).limit(1);
  return row?.every ?? null;
}

export async function getResponsibleGambling(db: Queryable, userId: number): Promise<ResponsibleGambling> {
  const own = await getOwnLimits(db, userId);
  const limitOf = (index: number) => own.limits[index]?.limit ?? null;
  return {
    deposit_limit_24h: limitOf(0),
    deposit_limit_7d: limitOf(1),
    deposit_limit_30d: limitOf(2),
    reality_check_minutes: await realityCheckMinutes(db, userId),
    limits: own.limits,
    deposit_left: own.left === null ? null : toRupees(own.left),
    block: blockView(await findPlayBlock(db, userId)),
  };
}

export async function updateResponsibleGambling(db: Db, userId: number, input: UpdateResponsibleGamblingInput): Promise<ResponsibleGambling> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETTINGS_LOCK}, ${userId}::integer)`);
    await changeOwnLimits(tx, userId, input, new Date());
    const every = input.reality_check_minutes;
    if (every === null) await tx.delete(realityChecks).where(eq(realityChecks.userId, userId));
    else if (every !== undefined) {
      await tx
        .insert(realityChecks)
        .values({ userId, everyMinutes: every })
        .onConflictDoUpdate({ target: realityChecks.userId, set: { everyMinutes: every, updatedAt: sql`now()` } });
    }
    return getResponsibleGambling(tx, userId);
  });
}
