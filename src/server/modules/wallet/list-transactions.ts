import { sql } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import { toRupees } from '@shared/money';
import type { WalletTransaction } from '@shared/schemas/wallet';
import type { Queryable } from '@server/db/client';
import { isSharedAccount } from '@server/modules/banks';
import { subjectJoins, subjectOf, subjectSelect, subjectText, type SubjectColumns } from './entry-subject';

// The Transactions tab: deposits and withdrawals with their status (processing
// and rejected ones too; a waiting withdrawal to a bank account another player registered too is
// in review), and every other movement between the player and the house from the
// ledger. Moves between the player's own accounts (holding exposure) are not transactions.
// `reference` is English for other clients; the subject's promotion title is in `language`.

type Row = SubjectColumns & {
  id: string;
  type: WalletTransaction['type'];
  method: string;
  created_at: string;
  amount: number;
  status: WalletTransaction['status'];
  in_review: boolean;
};

const isoUtc = (column: ReturnType<typeof sql.raw>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function items(userId: number) {
  return sql`
    WITH mine AS (SELECT id FROM accounts WHERE user_id = ${userId}),
    items AS (
      SELECT 'deposit-' || d.id AS id, 'deposit' AS type, o.label AS method, d.created_at, d.amount AS amount,
             CASE d.status WHEN 'approved' THEN 'completed' WHEN 'rejected' THEN 'failed' ELSE 'processing' END AS status,
             'deposit:' || d.id AS reference, false AS in_review
        FROM deposits d JOIN payment_options o ON o.id = d.payment_option_id
       WHERE d.user_id = ${userId}
      UNION ALL
      SELECT 'withdrawal-' || w.id, 'withdrawal', b.bank_name || ' XXXX' || right(b.account_number, 4), w.created_at, -w.amount,
             CASE w.status WHEN 'paid' THEN 'completed' WHEN 'rejected' THEN 'failed' ELSE 'processing' END,
             'withdrawal:' || w.id, w.status = 'processing' AND ${isSharedAccount(sql`b`)}
        FROM withdrawals w JOIN bank_accounts b ON b.id = w.bank_account_id
       WHERE w.user_id = ${userId}
      UNION ALL
      SELECT 'transfer-' || t.id,
             CASE WHEN t.kind IN ('bet_win', 'casino_credit') THEN 'bet_win'
                  WHEN t.kind IN ('bet_loss', 'casino_debit') THEN 'bet_loss' ELSE 'other' END,
             CASE WHEN t.reference LIKE 'matka%' THEN 'Matka'
                  WHEN t.kind LIKE 'bet\\_%' OR t.kind = 'commission' THEN 'Exchange'
                  WHEN t.kind LIKE 'casino\\_%' THEN 'Casino'
                  WHEN t.kind IN ('bonus', 'bonus_expiry', 'bonus_clawback') THEN 'Bonus' ELSE 'Adjustment' END,
             t.created_at,
             CASE WHEN t.credit_account_id IN (SELECT id FROM mine) THEN t.amount ELSE -t.amount END,
             'completed', t.reference, false
        FROM transfers t
       WHERE (t.credit_account_id IN (SELECT id FROM mine)) <> (t.debit_account_id IN (SELECT id FROM mine))
         AND t.kind NOT IN ('deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_released')
    )`;
}

export async function listTransactions(
  db: Queryable,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
  language: Language,
): Promise<{ transactions: WalletTransaction[]; total: number }> {
  const rows = await db.execute<Row>(sql`${items(userId)},
    page AS (SELECT * FROM items ORDER BY items.created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize})
    SELECT page.id, page.type, page.method, ${isoUtc(sql.raw('page.created_at'))} AS created_at, page.amount, page.status, page.in_review, page.reference, ${subjectSelect}
      FROM page ${subjectJoins('page')}
     ORDER BY page.created_at DESC, page.id DESC`);
  const counted = await db.execute<{ total: number }>(sql`${items(userId)} SELECT count(*) AS total FROM items`);
  return {
    total: Number(counted.rows[0]?.total ?? 0),
    transactions: rows.rows.map((row) => {
      const subject = subjectOf(row, language);
      return {
        id: row.id,
        type: row.type,
        method: row.method,
        created_at: row.created_at,
        amount: toRupees(Number(row.amount)),
        status: row.status,
        in_review: row.in_review,
        reference: subjectText(subjectOf(row, 'en')),
        subject,
      };
    }),
  };
}
