import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { toPaise, toRupees, type Paise } from '@shared/money';
import {
  depositLimitMessage,
  depositLimitPeriods,
  RAISE_DELAY_HOURS,
  type DepositLimitPeriod,
  type DepositLimitView,
  type UpdateResponsibleGamblingInput,
} from '@shared/schemas/responsible-gambling';
import type { Queryable, Tx } from '@server/db/client';
import { depositLimits } from '@server/db/schema';
import { unprocessable } from '@server/errors';

// Deposit limits a player sets on themselves, over rolling windows of 24 hours, 7 days and 30
// days. What counts is every deposit request not refused: processing and approved alike. A
// request waiting for the operator is money the player has already sent, and counting it stops
// a player from sending many before the first is approved; a rejected one brought nothing in.
// A lower limit applies at once; a raise or a removal waits 24 hours (a cooling-off the player
// cannot skip), and is applied the first time the limits are read or checked after that.

export type StoredLimit = { amount: Paise | null; pending: { amount: Paise | null; at: Date } | null };
export type OwnLimits = Record<DepositLimitPeriod, StoredLimit>;
type Used = Record<DepositLimitPeriod, Paise>;

const noLimit: StoredLimit = { amount: null, pending: null };
const updateField = { '24h': 'deposit_limit_24h', '7d': 'deposit_limit_7d', '30d': 'deposit_limit_30d' } as const;

/** Raises and removals whose 24 hours are over take effect; rows left with nothing go. */
export async function applyDueLimits(db: Queryable, userId: number): Promise<void> {
  await db
    .update(depositLimits)
    .set({ amount: sql`${depositLimits.pendingAmount}`, pendingAmount: null, pendingAt: null, updatedAt: sql`now()` })
    .where(and(eq(depositLimits.userId, userId), isNotNull(depositLimits.pendingAt), lte(depositLimits.pendingAt, sql`now()`)));
  await db.delete(depositLimits).where(and(eq(depositLimits.userId, userId), isNull(depositLimits.amount), isNull(depositLimits.pendingAt)));
}

export async function readOwnLimits(db: Queryable, userId: number): Promise<OwnLimits> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  const limits: OwnLimits = { '24h': noLimit, '7d': noLimit, '30d': noLimit };
  for (const row of rows) {
    limits[row.period] = {
      amount: row.amount === null ? null : (Number(row.amount) as Paise),
      pending: row.pendingAt === null ? null : { amount: row.pendingAmount === null ? null : (Number(row.pendingAmount) as Paise), at: row.pendingAt },
    };
  }
  return limits;
}

/** What the player deposited in each window up to now (requests not refused). */
export async function depositedInWindows(db: Queryable, userId: number): Promise<Used> {
  const found = await db.execute<{ d1: string | number; d7: string | number; d30: string | number }>(sql`
    SELECT coalesce(sum(amount) FILTER (WHERE created_at > now() - interval '24 hours'), 0) AS d1,
           coalesce(sum(amount) FILTER (WHERE created_at > now() - interval '7 days'), 0) AS d7,
           coalesce(sum(amount), 0) AS d30
      FROM deposits
     WHERE user_id = ${userId} AND status IN ('processing', 'approved') AND created_at > now() - interval '30 days'`);
  const row = found.rows[0];
  return { '24h': Number(row?.d1 ?? 0) as Paise, '7d': Number(row?.d7 ?? 0) as Paise, '30d': Number(row?.d30 ?? 0) as Paise };
}

export type OwnLimitsView = { limits: DepositLimitView[]; left: Paise | null; tightest: { period: DepositLimitPeriod; limit: Paise; left: Paise } | null };

/** Each limit with what it has used and still allows; `left` is the least of them (null: no limit set). */
export function viewOwnLimits(limits: OwnLimits, used: Used): OwnLimitsView {
  let tightest: OwnLimitsView['tightest'] = null;
  const views = depositLimitPeriods.map((period): DepositLimitView => {
    const { amount, pending } = limits[period];
    const left = amount === null ? null : (Math.max(0, amount - used[period]) as Paise);
    if (amount !== null && left !== null && (tightest === null || left < tightest.left)) tightest = { period, limit: amount, left };
    return {
      period,
      limit: amount === null ? null : toRupees(amount),
      used: toRupees(used[period]),
      left: left === null ? null : toRupees(left),
      pending: pending ? { limit: pending.amount === null ? null : toRupees(pending.amount), applies_at: pending.at.toISOString() } : null,
    };
  });
  const found = tightest as OwnLimitsView['tightest'];
  return { limits: views, left: found ? found.left : null, tightest: found };
}

export async function getOwnLimits(db: Queryable, userId: number): Promise<OwnLimitsView> {
  await applyDueLimits(db, userId);
  return viewOwnLimits(await readOwnLimits(db, userId), await depositedInWindows(db, userId));
}

/**
 * Refuses (422, in words) a deposit over what the player's own limits leave. Call it with the
 * player's wallet locked, as the deposit does, so two requests cannot both fit the last rupees.
 */
export async function assertWithinOwnLimits(db: Queryable, userId: number, amount: Paise): Promise<void> {
  const { tightest } = await getOwnLimits(db, userId);
  if (tightest && amount > tightest.left) throw unprocessable(depositLimitMessage(tightest.period, tightest.limit, tightest.left));
}

/** The row as it becomes when the player asks for `wanted` (paise, null: no limit). */
export function nextLimit(current: StoredLimit, wanted: Paise | null, now: Date): StoredLimit {
  const isLower = wanted !== null && (current.amount === null || wanted < current.amount);
  if (isLower || wanted === current.amount) return { amount: wanted, pending: null };
  // A raise or a removal: it waits, unless the same one is already waiting (its clock keeps running).
  if (current.pending && current.pending.amount === wanted) return current;
  return { amount: current.amount, pending: { amount: wanted, at: new Date(now.getTime() + RAISE_DELAY_HOURS * 3600_000) } };
}

/** Applies the limits of a settings update; the caller holds the player's lock (a transaction). */
export async function changeOwnLimits(tx: Tx, userId: number, input: UpdateResponsibleGamblingInput, now: Date): Promise<void> {
  await applyDueLimits(tx, userId);
  const limits = await readOwnLimits(tx, userId);
  for (const period of depositLimitPeriods) {
    const wanted = input[updateField[period]];
    if (wanted === undefined) continue;
    const next = nextLimit(limits[period], wanted === null ? null : toPaise(wanted), now);
    if (next.amount === null && next.pending === null) {
      await tx.delete(depositLimits).where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, period)));
      continue;
    }
    const values = { amount: next.amount, pendingAmount: next.pending?.amount ?? null, pendingAt: next.pending?.at ?? null };
    await tx
      .insert(depositLimits)
      .values({ userId, period, ...values })
      .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.period], set: { ...values, updatedAt: sql`now()` } });
  }
}
