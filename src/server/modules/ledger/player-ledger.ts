import { sql } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import type { Queryable } from '@server/db/client';

// The operator's view of one player's ledger: their accounts and every entry on them, newest first.

type TransferRow = {
  id: number;
  created_at: string;
  kind: string;
  reference: string;
  amount: number;
  account_kind: string;
  direction: 'credit' | 'debit';
  balance_before: number;
  balance_after: number;
  counterparty: string;
};

export async function getPlayerLedger(db: Queryable, userId: number, { page, pageSize }: { page: number; pageSize: number }) {
  const accounts = await db.execute<{ id: number; kind: string; balance: number }>(
    sql`SELECT id, kind, balance FROM accounts WHERE user_id = ${userId} ORDER BY id`,
  );
  const entries = sql`
    WITH mine AS (SELECT id, kind FROM accounts WHERE user_id = ${userId}),
    entries AS (
      SELECT t.id, t.created_at, t.kind, t.reference, t.amount, m.kind AS account_kind, 'credit' AS direction,
             t.credit_balance_before AS balance_before, t.credit_balance_after AS balance_after, t.debit_account_id AS other
        FROM transfers t JOIN mine m ON m.id = t.credit_account_id
      UNION ALL
      SELECT t.id, t.created_at, t.kind, t.reference, t.amount, m.kind, 'debit',
             t.debit_balance_before, t.debit_balance_after, t.credit_account_id
        FROM transfers t JOIN mine m ON m.id = t.debit_account_id
    )`;
  const rows = await db.execute<TransferRow>(sql`${entries}
    SELECT e.id, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, e.kind, e.reference, e.amount,
           e.account_kind, e.direction, e.balance_before, e.balance_after,
           CASE WHEN o.user_id IS NULL THEN o.kind WHEN o.user_id = ${userId} THEN 'own ' || o.kind ELSE 'player ' || o.user_id || ' ' || o.kind END AS counterparty
      FROM entries e JOIN accounts o ON o.id = e.other
     ORDER BY e.id DESC, e.direction
     LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const counted = await db.execute<{ total: number }>(sql`${entries} SELECT count(*) AS total FROM entries`);
  return {
    accounts: accounts.rows.map((row) => ({ id: Number(row.id), kind: row.kind, balance: toRupees(Number(row.balance)) })),
    entries: rows.rows.map((row) => ({
      transfer_id: Number(row.id),
      created_at: row.created_at,
      kind: row.kind,
      reference: row.reference,
      account: row.account_kind,
      direction: row.direction,
      amount: toRupees(Number(row.amount)),
      balance_before: toRupees(Number(row.balance_before)),
      balance_after: toRupees(Number(row.balance_after)),
      counterparty: row.counterparty,
    })),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}
