import { sql } from 'drizzle-orm';
import { toRupees, type Paise } from '@shared/money';
import type { WalletAnswer, WalletStatus } from '@shared/schemas/casino';
import type { Db, Tx } from '@server/db/client';
import { sqlState } from '@server/errors';
import { worldOf, type World } from '@server/modules/ledger';

// What a wallet operation reads before it acts, in one statement: the row its transaction id
// already has (with the balance its transfer left), and the two ledger accounts it moves between.

export type WalletKind = 'debit' | 'credit' | 'rollback';

export type StoredWalletTx = {
  id: number;
  kind: WalletKind;
  user_id: number;
  amount: number;
  status: string;
  target_tx_id: string | null;
  answer: WalletAnswer | null;
  balance_after: number | null;
};

export type WalletState = {
  existing: StoredWalletTx | undefined;
  main: { id: number; balance: number } | undefined;
  /** The house's side of the player's rounds, in the player's world (a demo player's is play money). */
  houseId: number | undefined;
  world: World;
};

/** The transfer behind a wallet row carries this reference; a replay finds its balance by it. */
export const walletReference = (rowId: number) => `casino_tx:${rowId}`;

/** Another transaction wrote this provider transaction id first: run again to answer what it did. */
export class WalletRaceError extends Error {
  constructor() {
    super('concurrent wallet operation on one transaction id');
  }
}

export async function loadWalletState(tx: Tx, input: { providerId: number; providerTxId: string; userId: number }): Promise<WalletState> {
  const result = await tx.execute<{
    existing: StoredWalletTx | null;
    main: { id: number; balance: number } | null;
    house_id: number | null;
    is_demo: boolean;
  }>(sql`
    SELECT
      (SELECT row_to_json(x) FROM (
         SELECT w.id, w.kind, w.user_id, w.amount, w.status, w.target_tx_id, w.answer,
                CASE WHEN w.kind = 'debit' THEN t.debit_balance_after ELSE t.credit_balance_after END AS balance_after
         FROM casino_wallet_transactions w
         LEFT JOIN transfers t ON t.reference = 'casino_tx:' || w.id
         WHERE w.provider_id = ${input.providerId} AND w.provider_tx_id = ${input.providerTxId}) x) AS existing,
      (SELECT row_to_json(a) FROM (SELECT id, balance FROM accounts WHERE user_id = ${input.userId} AND kind = 'main') a) AS main,
      (SELECT id FROM accounts WHERE user_id IS NULL AND kind = 'house_pnl' AND play_money = u.is_demo) AS house_id,
      u.is_demo
    FROM users u WHERE u.id = ${input.userId}`);
  const row = result.rows[0];
  const main = row?.main ? { id: Number(row.main.id), balance: Number(row.main.balance) } : undefined;
  const existing = row?.existing
    ? { ...row.existing, id: Number(row.existing.id), amount: Number(row.existing.amount), user_id: Number(row.existing.user_id) }
    : undefined;
  const world = worldOf({ isDemo: Boolean(row?.is_demo) });
  return { existing, main, houseId: row?.house_id == null ? undefined : Number(row.house_id), world };
}

export function walletAnswer(
  status: WalletStatus,
  balance: Paise | number | undefined,
  extra: { transactionId?: number; message?: string } = {},
): WalletAnswer {
  return {
    success: status === 'OK',
    status,
    ...(balance === undefined ? {} : { balance: toRupees(balance) }),
    currency: 'INR',
    ...(extra.transactionId === undefined ? {} : { transaction_id: String(extra.transactionId) }),
    ...(extra.message === undefined ? {} : { message: extra.message }),
  };
}

/** The first answer of a stored row: kept when it could not be rebuilt, else rebuilt from its transfer. */
export function storedAnswer(row: StoredWalletTx): WalletAnswer {
  if (row.answer) return row.answer;
  return walletAnswer('OK', row.balance_after ?? undefined, { transactionId: row.id });
}

/**
 * Runs one wallet operation in its own transaction. When it lost a race on its transaction id
 * (or on a lock), it runs again: the second run finds the winner's row and answers it.
 */
export async function runWalletOperation<T>(db: Db, operation: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(operation);
    } catch (error) {
      const isRetryable = error instanceof WalletRaceError || sqlState(error) === '40P01' || sqlState(error) === '40001';
      if (!isRetryable || attempt >= 5) throw error;
    }
  }
}
