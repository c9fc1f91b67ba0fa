import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import { walletMessages } from '@shared/schemas/wallet';
import type { Queryable, Tx } from '@server/db/client';
import { withdrawals } from '@server/db/schema';
import { notFound } from '@server/errors';
import { findActiveBankAccount, verifyWithdrawPassword } from '@server/modules/banks';
import { insufficientBalance, lockAccounts, playerAccount, transfer } from '../ledger';
import { assertWithdrawalWithinLimit } from './daily-limits';

export type WithdrawalRequest = { amount: Paise; accountId: number; withdrawPassword: string };

/**
 * Checks the account and the player's withdrawal password. Runs before the transaction: argon2 takes
 * milliseconds and must not run while the player's balance is locked.
 */
export async function verifyWithdrawalAccount(db: Queryable, userId: number, request: WithdrawalRequest): Promise<void> {
  const account = await findActiveBankAccount(db, userId, request.accountId);
  // Another player's account answers exactly like a missing one.
  if (!account) throw notFound(walletMessages.withdrawalAccount);
  await verifyWithdrawPassword(db, userId, request.withdrawPassword);
}

/**
 * A withdrawal request: the amount leaves available credit at once (main → withdrawal_hold) and
 * waits for the operator to pay or reject it. Bonus money is never withdrawable: only main counts.
 */
export async function submitWithdrawal(tx: Tx, userId: number, request: WithdrawalRequest): Promise<{ id: number; status: 'processing' }> {
  const account = await findActiveBankAccount(tx, userId, request.accountId);
  if (!account) throw notFound(walletMessages.withdrawalAccount);
  const main = await playerAccount(tx, userId, 'main');
  const hold = await playerAccount(tx, userId, 'withdrawal_hold');
  const balances = await lockAccounts(tx, [main, hold]);
  if ((balances.get(main) ?? 0) < request.amount) throw insufficientBalance();
  await assertWithdrawalWithinLimit(tx, userId, request.amount);

  const next = await tx.execute<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id')) AS id`);
  const id = Number(next.rows[0]?.id);
  const moved = await transfer(tx, { from: main, to: hold, amount: request.amount, kind: 'withdrawal_hold', reference: `withdrawal:${id}` });
  await tx.insert(withdrawals).values({ id, userId, amount: request.amount, bankAccountId: account.id, holdTransferId: moved.id });
  return { id, status: 'processing' };
}
