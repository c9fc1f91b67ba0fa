import { sql } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import { STATEMENT_PAGE_SIZE, type StatementRow } from '@shared/schemas/wallet';
import type { Queryable } from '@server/db/client';

// The account statement: every entry of the player's main account in the period,
// oldest first, with the running balance the ledger recorded after each entry.

const IST_OFFSET = '+05:30';

/** A YYYY-MM-DD date is an Asia/Kolkata day; a full ISO timestamp is taken as it is. */
export function periodBound(value: string | undefined, end: boolean): Date | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00${IST_OFFSET}`);
    return end ? new Date(start.getTime() + 24 * 3600_000) : start;
  }
  return new Date(value);
}

const descriptions: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal_hold: 'Withdrawal request',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_released: 'Withdrawal rejected: amount returned',
  bet_hold: 'Bet placed: exposure held',
  bet_release: 'Exposure released',
  bet_win: 'Bet won',
  bet_loss: 'Bet lost',
  commission: 'Commission',
  casino_debit: 'Casino bet',
  casino_credit: 'Casino win',
  casino_rollback: 'Casino refund',
  bonus: 'Bonus',
  adjustment: 'Adjustment',
};

type Row = {
  id: number;
  date: string;
  kind: string;
  is_credit: boolean;
  amount: number;
  balance: number;
  reference: string;
  utr: string | null;
  reject_reason: string | null;
};

export async function getStatement(
  db: Queryable,
  userId: number,
  query: { from?: string; to?: string; page: number },
): Promise<{ rows: StatementRow[]; total: number; page: number; pageSize: number }> {
  const from = periodBound(query.from, false);
  const to = periodBound(query.to, true);
  const entries = sql`
    WITH main AS (SELECT id FROM accounts WHERE user_id = ${userId} AND kind = 'main'),
    entries AS (
      SELECT t.id, t.created_at, t.kind, t.amount, t.reference,
             t.credit_account_id = (SELECT id FROM main) AS is_credit,
             CASE WHEN t.credit_account_id = (SELECT id FROM main) THEN t.credit_balance_after ELSE t.debit_balance_after END AS balance
        FROM transfers t
       WHERE (t.credit_account_id = (SELECT id FROM main) OR t.debit_account_id = (SELECT id FROM main))
         ${from ? sql`AND t.created_at >= ${from.toISOString()}::timestamptz` : sql``}
         ${to ? sql`AND t.created_at < ${to.toISOString()}::timestamptz` : sql``}
    )`;
  const result = await db.execute<Row>(sql`${entries}
    SELECT e.id, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date, e.kind, e.is_credit, e.amount, e.balance,
           e.reference, d.utr, w.reject_reason
      FROM entries e
      LEFT JOIN deposits d ON e.kind = 'deposit' AND e.reference = 'deposit:' || d.id
      LEFT JOIN withdrawals w ON e.kind = 'withdrawal_released' AND e.reference = 'withdrawal:' || w.id
     ORDER BY e.id
     LIMIT ${STATEMENT_PAGE_SIZE} OFFSET ${(query.page - 1) * STATEMENT_PAGE_SIZE}`);
  const counted = await db.execute<{ total: number }>(sql`${entries} SELECT count(*) AS total FROM entries`);
  return {
    total: Number(counted.rows[0]?.total ?? 0),
    page: query.page,
    pageSize: STATEMENT_PAGE_SIZE,
    rows: result.rows.map((row) => {
      const amount = toRupees(Number(row.amount));
      return {
        id: Number(row.id),
        date: row.date,
        description: descriptions[row.kind] ?? row.kind,
        credit: row.is_credit ? amount : 0,
        debit: row.is_credit ? 0 : amount,
        balance: toRupees(Number(row.balance)),
        remark: remarkOf(row),
      };
    }),
  };
}

function remarkOf(row: Row): string {
  if (row.utr) return `UTR ${row.utr}`;
  if (row.reject_reason) return row.reject_reason;
  const [what, id] = row.reference.split(':');
  if (what === 'withdrawal' && id) return `Withdrawal #${id}`;
  if (what === 'bet' && id) return `Bet #${id}`;
  return row.reference;
}
