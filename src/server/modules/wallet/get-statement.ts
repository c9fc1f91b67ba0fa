import { sql } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import { toRupees } from '@shared/money';
import { STATEMENT_PAGE_SIZE, type StatementRow } from '@shared/schemas/wallet';
import type { Queryable } from '@server/db/client';
import { subjectJoins, subjectOf, subjectSelect, type SubjectColumns } from './entry-subject';

// The account statement: every entry of the player's main account in the period,
// oldest first, with the running balance the ledger recorded after each entry. The text fields are
// English; the subject's promotion title is in `language` (the site words the rest from the parts).

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
  bonus_conversion: 'Bonus converted to main balance',
  bonus_expiry: 'Bonus expired',
  bonus_clawback: 'Bonus clawed back: self-referral',
};

type Row = SubjectColumns & {
  id: number;
  date: string;
  kind: string;
  is_credit: boolean;
  amount: number;
  balance: number;
};

export async function getStatement(
  db: Queryable,
  userId: number,
  query: { from?: string; to?: string; page: number },
  language: Language,
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
  const result = await db.execute<Row>(sql`${entries},
    page AS (SELECT * FROM entries ORDER BY id LIMIT ${STATEMENT_PAGE_SIZE} OFFSET ${(query.page - 1) * STATEMENT_PAGE_SIZE})
    SELECT e.id, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date, e.kind, e.is_credit, e.amount, e.balance,
           e.reference, ${subjectSelect}
      FROM page e ${subjectJoins('e')}
     ORDER BY e.id`);
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
        kind: row.kind,
        subject: subjectOf(row, language),
      };
    }),
  };
}

const otherRemarks: Record<string, string> = {
  demo: 'Play money to try Lotus',
  bonus_grant: 'Bonus credited',
  adjustment: 'Adjustment by Lotus',
};

/** The remark's opening words where the description itself holds a colon. */
const remarkLeads: Record<string, string> = { bet_hold: 'Bet placed', withdrawal_released: 'Withdrawal rejected' };

/** What the entry was for, as a sentence: "Bet won: India v Australia, Match Odds", "Casino bet: Aviator", "UTR …". */
function remarkOf(row: Row): string {
  const description = remarkLeads[row.kind] ?? descriptions[row.kind] ?? 'Entry';
  if (row.utr) return `UTR ${row.utr}`;
  if (row.reject_reason && row.kind === 'withdrawal_released') return row.reject_reason;
  if (row.market_name !== null) return `${description}: ${row.event_name ?? 'Market'}, ${row.market_name}`;
  if (row.game_name !== null) return `${description}: ${row.game_name}`;
  const [what = '', id] = row.reference.split(':');
  if (what === 'withdrawal' && id) return `Withdrawal #${id}`;
  if (what === 'bet' && id) return `Bet #${id}`;
  if ((what === 'matka' || what === 'matka-settle') && id) return `${description}: Matka bet #${id}`;
  if (what === 'matka-unsettle' && id) return `Matka bet #${id}: result corrected`;
  if (what === 'matka-void' && id) return `Matka bet #${id}: draw void, stake refunded`;
  return otherRemarks[what] ?? description;
}
