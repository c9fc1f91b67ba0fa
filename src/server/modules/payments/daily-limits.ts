import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { indiaDay, indiaMidnight } from '@shared/india-day';
import { toPaise, toRupees, type Paise } from '@shared/money';
import { dailyLimitMessage, walletLimitMessages, type PlayerWalletLimits } from '@shared/schemas/wallet-limits';
import { DEFAULT_DAILY_DEPOSIT_LIMIT, DEFAULT_DAILY_WITHDRAWAL_LIMIT } from '@shared/schemas/wallet';
import type { Queryable, Tx } from '@server/db/client';
import { deposits, users, walletLimits, withdrawals } from '@server/db/schema';
import { notFound, unprocessable } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';

// Daily deposit and withdrawal limits per player. A day is an Asia/Kolkata calendar
// day (UTC+5:30 all year). Requests that were not refused count: processing and approved or paid.

/** The instant today's Asia/Kolkata day began, and its date (YYYY-MM-DD). */
export function istDay(now = new Date()): { start: Date; day: string } {
  return { start: new Date(indiaMidnight(now)), day: indiaDay(now) };
}

export type DailyLimits = {
  day: string;
  depositLimit: Paise;
  withdrawalLimit: Paise;
  depositUsed: Paise;
  withdrawalUsed: Paise;
};

export async function getDailyLimits(db: Queryable, userId: number, now = new Date()): Promise<DailyLimits> {
  const { start, day } = istDay(now);
  const [limits] = await db.select().from(walletLimits).where(eq(walletLimits.userId, userId)).limit(1);
  const [deposited] = await db
    .select({ total: sql<number>`coalesce(sum(${deposits.amount}), 0)::bigint` })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), gte(deposits.createdAt, start), inArray(deposits.status, ['processing', 'approved'])));
  const [withdrawn] = await db
    .select({ total: sql<number>`coalesce(sum(${withdrawals.amount}), 0)::bigint` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, start), inArray(withdrawals.status, ['processing', 'paid'])));
  return {
    day,
    depositLimit: (limits?.dailyDepositLimit ?? toPaise(DEFAULT_DAILY_DEPOSIT_LIMIT)) as Paise,
    withdrawalLimit: (limits?.dailyWithdrawalLimit ?? toPaise(DEFAULT_DAILY_WITHDRAWAL_LIMIT)) as Paise,
    depositUsed: Number(deposited?.total ?? 0) as Paise,
    withdrawalUsed: Number(withdrawn?.total ?? 0) as Paise,
  };
}

const left = (limit: number, used: number) => Math.max(0, limit - used);

/** Call with the player's wallet locked (lockWallet), so two requests cannot both fit the last rupees. */
export async function assertDepositWithinLimit(db: Queryable, userId: number, amount: Paise): Promise<void> {
  const limits = await getDailyLimits(db, userId);
  const remaining = left(limits.depositLimit, limits.depositUsed);
  if (amount > remaining) {
    throw unprocessable(dailyLimitMessage('deposit', limits.depositLimit, remaining));
  }
}

export async function assertWithdrawalWithinLimit(db: Queryable, userId: number, amount: Paise): Promise<void> {
  const limits = await getDailyLimits(db, userId);
  const remaining = left(limits.withdrawalLimit, limits.withdrawalUsed);
  if (amount > remaining) {
    throw unprocessable(dailyLimitMessage('withdrawal', limits.withdrawalLimit, remaining));
  }
}

export function remainingToday(limits: DailyLimits): { deposit: Paise; withdrawal: Paise } {
  return { deposit: left(limits.depositLimit, limits.depositUsed) as Paise, withdrawal: left(limits.withdrawalLimit, limits.withdrawalUsed) as Paise };
}

/** One player's limits for the back office (rupees), the site defaults when none were set. */
export async function getPlayerLimits(db: Queryable, userId: number): Promise<PlayerWalletLimits> {
  const [row] = await db
    .select({ username: users.username, deposit: walletLimits.dailyDepositLimit, withdrawal: walletLimits.dailyWithdrawalLimit })
    .from(users)
    .leftJoin(walletLimits, eq(walletLimits.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'player')))
    .limit(1);
  if (!row) throw notFound(walletLimitMessages.playerNotFound);
  return {
    user_id: userId,
    username: row.username,
    daily_deposit_limit: row.deposit === null ? DEFAULT_DAILY_DEPOSIT_LIMIT : toRupees(row.deposit as Paise),
    daily_withdrawal_limit: row.withdrawal === null ? DEFAULT_DAILY_WITHDRAWAL_LIMIT : toRupees(row.withdrawal as Paise),
    is_custom: row.deposit !== null,
  };
}

/**
 * Sets one player's daily limits, audited with the limits before and after in one transaction.
 * A lower limit applies at once: today's requests already made stay, further ones are refused.
 */
export async function setPlayerLimits(tx: Tx, userId: number, limits: { deposit: Paise; withdrawal: Paise }, actor: Actor): Promise<PlayerWalletLimits> {
  const before = await getPlayerLimits(tx, userId);
  await tx
    .insert(walletLimits)
    .values({ userId, dailyDepositLimit: limits.deposit, dailyWithdrawalLimit: limits.withdrawal })
    .onConflictDoUpdate({
      target: walletLimits.userId,
      set: { dailyDepositLimit: limits.deposit, dailyWithdrawalLimit: limits.withdrawal, updatedAt: sql`now()` },
    });
  const after = await getPlayerLimits(tx, userId);
  const figures = (view: PlayerWalletLimits) => ({ daily_deposit_limit: view.daily_deposit_limit, daily_withdrawal_limit: view.daily_withdrawal_limit });
  await recordAudit(tx, {
    actorId: actor.actorId,
    action: 'wallet_limits.update',
    targetType: 'user',
    targetId: userId,
    details: { before: figures(before), after: figures(after) },
    ...(actor.ip ? { ip: actor.ip } : {}),
  });
  return after;
}
