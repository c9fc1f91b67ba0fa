import { eq, sql } from 'drizzle-orm';
import { walletMessages, type WithdrawPasswordStatus } from '@shared/schemas/wallet';
import type { Queryable, Tx } from '@server/db/client';
import { withdrawalPasswords } from '@server/db/schema';
import { badRequest, conflict } from '@server/errors';
import { hashPassword, refuseCommonPassword, verifyPassword } from '@server/modules/auth';
import { tellSecurityChange } from '@server/modules/notifications';

// The player's withdrawal password: one per player, set once in a step of its own and changed
// only with the account password (the routes check it, and a code when two-factor is on, before
// calling these). Adding a payout account (which asks for the account password too) may set it
// when none is set yet, as the API documents, but never changes it: a sign-in token alone can
// neither add an account nor pick the password that pays out to it. Every set and change is told to the
// player by a notification and an SMS, in the transaction of the change.

export async function getWithdrawPasswordStatus(db: Queryable, userId: number): Promise<WithdrawPasswordStatus> {
  const [row] = await db.select().from(withdrawalPasswords).where(eq(withdrawalPasswords.userId, userId)).limit(1);
  return { is_set: row !== undefined, changed_at: (row?.changedAt ?? row?.setAt)?.toISOString() ?? null };
}

/** Sets the withdrawal password the first time; 409 when one is set already (two requests at once: one wins). */
export async function setWithdrawPassword(tx: Tx, userId: number, password: string): Promise<void> {
  refuseCommonPassword(password, 'withdraw_password');
  const passwordHash = await hashPassword(password);
  const inserted = await tx
    .insert(withdrawalPasswords)
    .values({ userId, passwordHash })
    .onConflictDoNothing({ target: withdrawalPasswords.userId })
    .returning({ userId: withdrawalPasswords.userId });
  if (inserted.length === 0) throw conflict(walletMessages.withdrawPasswordAlreadySet);
  await tellSecurityChange(tx, userId, { kind: 'withdrawal_password' });
}

/** Replaces the withdrawal password; 409 when none is set yet (setting it is its own step). */
export async function changeWithdrawPassword(tx: Tx, userId: number, password: string): Promise<void> {
  refuseCommonPassword(password, 'withdraw_password');
  const passwordHash = await hashPassword(password);
  const updated = await tx
    .update(withdrawalPasswords)
    .set({ passwordHash, changedAt: sql`now()` })
    .where(eq(withdrawalPasswords.userId, userId))
    .returning({ userId: withdrawalPasswords.userId });
  if (updated.length === 0) throw conflict(walletMessages.withdrawPasswordNotSet);
  await tellSecurityChange(tx, userId, { kind: 'withdrawal_password' });
}

/**
 * The withdrawal password sent with a new payout account (the API's documented field): sets it
 * when the player has none yet, else checks it is the one set (400 when not). Never changes it.
 */
export async function setOrConfirmWithdrawPassword(tx: Tx, userId: number, password: string): Promise<void> {
  const [row] = await tx.select({ userId: withdrawalPasswords.userId }).from(withdrawalPasswords).where(eq(withdrawalPasswords.userId, userId)).limit(1);
  if (row) await verifyWithdrawPassword(tx, userId, password);
  else await setWithdrawPassword(tx, userId, password);
}

/** Checks a withdrawal's password: 409 when the player has set none yet, 400 when it is wrong. */
export async function verifyWithdrawPassword(db: Queryable, userId: number, password: string): Promise<void> {
  const [row] = await db.select({ hash: withdrawalPasswords.passwordHash }).from(withdrawalPasswords).where(eq(withdrawalPasswords.userId, userId)).limit(1);
  if (!row) throw conflict(walletMessages.withdrawPasswordNotSet);
  if (!(await verifyPassword(row.hash, password))) {
    throw badRequest(walletMessages.wrongWithdrawalPassword, { withdraw_password: walletMessages.wrongWithdrawalPassword });
  }
}
