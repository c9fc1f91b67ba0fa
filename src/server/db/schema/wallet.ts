import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_wallet.sql and 0003_payments.sql (the SQL files are the source of truth).
// The ledger writes balances with its own SQL (modules/ledger); these mirrors serve reads.

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

export const accounts = pgTable('accounts', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }),
  kind: text('kind').notNull(),
  balance: money('balance').notNull().default(0),
  createdAt: createdAt(),
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
