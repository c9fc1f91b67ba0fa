import { bigint, bigserial, boolean, customType, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentBadge } from '@shared/schemas/wallet';

// Mirrors migrations/0002_wallet_and_payments.sql (the SQL file is the source of truth).
// The ledger writes balances with its own SQL (modules/ledger); these mirrors serve reads.

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });
const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const accounts = pgTable('accounts', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }),
  kind: text('kind').notNull(),
  balance: money('balance').notNull().default(0),
  createdAt: createdAt(),
  /** Its world of money: a demo player's accounts and the play-money house's are play money. */
  playMoney: boolean('play_money').notNull().default(false),
});

export const transfers = pgTable('transfers', {
  id: id(),
  debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
  creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  kind: text('kind').notNull(),
  reference: text('reference').notNull().default(''),
  idempotencyKey: text('idempotency_key'),
  debitBalanceBefore: money('debit_balance_before').notNull(),
  debitBalanceAfter: money('debit_balance_after').notNull(),
  creditBalanceBefore: money('credit_balance_before').notNull(),
  creditBalanceAfter: money('credit_balance_after').notNull(),
  createdAt: createdAt(),
  /** The world of money of both its accounts (the database checks it). */
  playMoney: boolean('play_money').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const paymentOptions = pgTable('payment_options', {
  id: id(),
  key: text('key').notNull(),
  type: text('type', { enum: ['upi', 'bank'] }).notNull(),
  label: text('label').notNull(),
  badge: text('badge').$type<PaymentBadge | ''>().notNull().default(''),
  iconUrl: text('icon_url').notNull().default(''),
  upiId: text('upi_id'),
  accountHolder: text('account_holder'),
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  ifsc: text('ifsc'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const bankAccounts = pgTable('bank_accounts', {
  id: id(),
  userId: ref('user_id').notNull(),
  bankName: text('bank_name').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  ifscCode: text('ifsc_code').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  deletedAt: at('deleted_at'),
});

/** The player's withdrawal password: set once in its own step, changed only with the account password. */
export const withdrawalPasswords = pgTable('withdrawal_passwords', {
  userId: ref('user_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  setAt: at('set_at').notNull().defaultNow(),
  changedAt: at('changed_at'),
});

export const deposits = pgTable('deposits', {
  id: id(),
  userId: ref('user_id').notNull(),
  amount: money('amount').notNull(),
  paymentOptionId: ref('payment_option_id').notNull(),
  utr: text('utr').notNull(),
  status: text('status', { enum: ['processing', 'approved', 'rejected'] })
    .notNull()
    .default('processing'),
  rejectReason: text('reject_reason'),
  decidedBy: ref('decided_by'),
  decidedAt: at('decided_at'),
  transferId: ref('transfer_id'),
  createdAt: createdAt(),
});

export const depositReceipts = pgTable('deposit_receipts', {
  depositId: ref('deposit_id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
});

export const withdrawals = pgTable('withdrawals', {
  id: id(),
  userId: ref('user_id').notNull(),
  amount: money('amount').notNull(),
  bankAccountId: ref('bank_account_id').notNull(),
  status: text('status', { enum: ['processing', 'paid', 'rejected'] })
    .notNull()
    .default('processing'),
  rejectReason: text('reject_reason'),
  decidedBy: ref('decided_by'),
  decidedAt: at('decided_at'),
  holdTransferId: ref('hold_transfer_id').notNull(),
  settleTransferId: ref('settle_transfer_id'),
  /** The bank transfer's reference (UTR) the operator paid it with. */
  payoutReference: text('payout_reference'),
  createdAt: createdAt(),
});

export const walletLimits = pgTable('wallet_limits', {
  userId: ref('user_id').primaryKey(),
  dailyDepositLimit: money('daily_deposit_limit').notNull(),
  dailyWithdrawalLimit: money('daily_withdrawal_limit').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
