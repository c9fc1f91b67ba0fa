import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import type { Queryable } from '@server/db/client';
import { otherHoldersOf } from '@server/modules/banks';
import { bankAccounts, depositReceipts, deposits, paymentOptions, users, withdrawals } from '@server/db/schema';
import { notFound } from '@server/errors';

// The operator's queues. Amounts in rupees; bank details in full (the operator pays them).

export type DepositStatus = 'processing' | 'approved' | 'rejected';
export type WithdrawalStatus = 'processing' | 'paid' | 'rejected';
type Page = { page: number; pageSize: number };
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function listDeposits(db: Queryable, filter: { status?: DepositStatus; userId?: number } & Page) {
  const where = and(filter.status ? eq(deposits.status, filter.status) : undefined, filter.userId ? eq(deposits.userId, filter.userId) : undefined);
  const rows = await db
    .select({ deposit: deposits, username: users.username, option: paymentOptions })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .innerJoin(paymentOptions, eq(paymentOptions.id, deposits.paymentOptionId))
    .where(where)
    // The oldest waiting request first in the processing queue; the newest first otherwise.
    .orderBy(...(filter.status === 'processing' ? [deposits.createdAt, deposits.id] : [desc(deposits.createdAt), desc(deposits.id)]))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return {
    total: await countWhere(db, deposits, where),
    deposits: rows.map(({ deposit, username, option }) => ({
      id: deposit.id,
      user_id: deposit.userId,
      username,
      amount: toRupees(deposit.amount),
      status: deposit.status,
      utr_number: deposit.utr,
      payment_option: { id: option.id, key: option.key, type: option.type, label: option.label },
      reject_reason: deposit.rejectReason,
      created_at: deposit.createdAt.toISOString(),
      decided_at: iso(deposit.decidedAt),
      decided_by: deposit.decidedBy,
      receipt_url: `/api/admin/deposits/${deposit.id}/receipt`,
    })),
  };
}

export async function listWithdrawals(db: Queryable, filter: { status?: WithdrawalStatus; userId?: number } & Page) {
  const where = and(filter.status ? eq(withdrawals.status, filter.status) : undefined, filter.userId ? eq(withdrawals.userId, filter.userId) : undefined);
  const rows = await db
    .select({ withdrawal: withdrawals, username: users.username, account: bankAccounts })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(where)
    .orderBy(...(filter.status === 'processing' ? [withdrawals.createdAt, withdrawals.id] : [desc(withdrawals.createdAt), desc(withdrawals.id)]))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const sharedWith = await otherHoldersOf(
    db,
    rows.map(({ account }) => account.id),
  );
  return {
    total: await countWhere(db, withdrawals, where),
    withdrawals: rows.map(({ withdrawal, username, account }) => ({
      id: withdrawal.id,
      user_id: withdrawal.userId,
      username,
      amount: toRupees(withdrawal.amount),
      status: withdrawal.status,
      account: {
        id: account.id,
        bank_name: account.bankName,
        account_holder_name: account.accountHolderName,
        account_number: account.accountNumber,
        ifsc_code: account.ifscCode,
      },
      /** Other players who registered the same account number and IFSC. */
      shared_with: sharedWith.get(account.id) ?? [],
      /** Waiting, to a shared account: paid only with the operator's review (a reason and a confirmation). */
      held_for_review: withdrawal.status === 'processing' && sharedWith.has(account.id),
      reject_reason: withdrawal.rejectReason,
      payout_reference: withdrawal.payoutReference,
      created_at: withdrawal.createdAt.toISOString(),
      decided_at: iso(withdrawal.decidedAt),
      decided_by: withdrawal.decidedBy,
    })),
  };
}

async function countWhere(db: Queryable, table: typeof deposits | typeof withdrawals, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return Number(row?.total ?? 0);
}

export async function getDepositReceipt(db: Queryable, depositId: number): Promise<{ contentType: string; bytes: Buffer }> {
  const [row] = await db.select().from(depositReceipts).where(eq(depositReceipts.depositId, depositId)).limit(1);
  if (!row) throw notFound('Receipt not found');
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
}
