import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { walletMessages, type addAccountSchema, type WithdrawalAccount } from '@shared/schemas/wallet';
import type { Queryable } from '@server/db/client';
import { bankAccounts, withdrawals } from '@server/db/schema';
import { conflict, isUniqueViolation, notFound, sqlState } from '@server/errors';

// A player's withdrawal accounts. Every query filters by the owner: another player's account id
// answers 404, exactly like an id that does not exist.

type BankAccountRow = typeof bankAccounts.$inferSelect;

/** All but the last four digits hidden: 123456789012 → XXXXXXXX9012. */
export function maskAccountNumber(accountNumber: string): string {
  return 'X'.repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);
}

export function toWithdrawalAccount(row: BankAccountRow): WithdrawalAccount {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_holder_name: row.accountHolderName,
    account_number: maskAccountNumber(row.accountNumber),
    ifsc_code: row.ifscCode,
    is_active: row.isActive,
  };
}

export async function listBankAccounts(db: Queryable, userId: number): Promise<WithdrawalAccount[]> {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(bankAccounts.id));
  return rows.map(toWithdrawalAccount);
}

export async function addBankAccount(
  db: Queryable,
  userId: number,
  input: Omit<z.output<typeof addAccountSchema>, 'password' | 'otp'>,
): Promise<WithdrawalAccount> {
  try {
    const [row] = await db
      .insert(bankAccounts)
      .values({
        userId,
        bankName: input.bank_name,
        accountHolderName: input.account_holder_name,
        accountNumber: input.account_number,
        ifscCode: input.ifsc_code,
      })
      .returning();
    if (!row) throw new Error('bank account not inserted');
    return toWithdrawalAccount(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(walletMessages.accountExists);
    throw error;
  }
}

/** The player's own account that is neither deleted nor inactive, or undefined. */
export async function findActiveBankAccount(db: Queryable, userId: number, accountId: number): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt), eq(bankAccounts.isActive, true)))
    .limit(1);
  return row;
}

/**
 * Deletes the player's own account. One a withdrawal points at is kept for the operator's
 * records but deactivated and hidden from the player.
 */
export async function deleteBankAccount(db: Queryable, userId: number, accountId: number): Promise<void> {
  const owned = and(eq(bankAccounts.id, accountId), eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt));
  const deactivate = () =>
    db
      .update(bankAccounts)
      .set({ isActive: false, deletedAt: sql`now()` })
      .where(owned)
      .returning({ id: bankAccounts.id });
  const [used] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.bankAccountId, accountId)).limit(1);
  let removed: { id: number }[];
  try {
    removed = used ? await deactivate() : await db.delete(bankAccounts).where(owned).returning({ id: bankAccounts.id });
  } catch (error) {
    // A withdrawal to this account committed between the check and the delete: keep the row.
    if (sqlState(error) !== '23503') throw error;
    removed = await deactivate();
  }
  if (removed.length === 0) throw notFound('Account not found');
}
