import { sql } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import type { Queryable } from '../../db/client';

export type LedgerCheck = {
  /** True when every invariant of DESIGN §4 holds. */
  balanced: boolean;
  accounts: number;
  transfers: number;
  /** Sum of every balance, house and players: must be 0. */
  totalBalance: Paise;
  playerBalanceTotal: Paise;
  houseBalanceTotal: Paise;
  /** Accounts whose balance differs from their credits minus their debits. */
  mismatchedAccounts: number;
  /** Player accounts below zero. */
  negativePlayerAccounts: number;
  /** Entries whose balance-before is not the previous entry's balance-after on that account. */
  brokenChains: number;
};

type Row = {
  accounts: number;
  transfers: number;
  total_balance: number;
  player_total: number;
  mismatched: number;
  negative: number;
  broken: number;
};

/** Recomputes every ledger invariant from the transfers, in one statement (one snapshot). */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const result = await db.execute<Row>(sql`
    WITH entries AS (
      SELECT credit_account_id AS account_id, id, amount AS delta,
             credit_balance_before AS before, credit_balance_after AS after FROM transfers
      UNION ALL
      SELECT debit_account_id, id, -amount, debit_balance_before, debit_balance_after FROM transfers
    ),
    sums AS (SELECT account_id, sum(delta) AS total FROM entries GROUP BY account_id),
    chained AS (
      SELECT before, lag(after, 1, 0::bigint) OVER (PARTITION BY account_id ORDER BY id) AS previous FROM entries
    )
    SELECT
      (SELECT count(*) FROM accounts) AS accounts,
      (SELECT count(*) FROM transfers) AS transfers,
      (SELECT coalesce(sum(balance), 0)::bigint FROM accounts) AS total_balance,
      (SELECT coalesce(sum(balance), 0)::bigint FROM accounts WHERE user_id IS NOT NULL) AS player_total,
      (SELECT count(*) FROM accounts a LEFT JOIN sums s ON s.account_id = a.id
        WHERE a.balance <> coalesce(s.total, 0)) AS mismatched,
      (SELECT count(*) FROM accounts WHERE user_id IS NOT NULL AND balance < 0) AS negative,
      (SELECT count(*) FROM chained WHERE before <> previous) AS broken`);
  const row = result.rows[0];
  if (!row) throw new Error('ledger check answered nothing');
  const totalBalance = Number(row.total_balance);
  const playerTotal = Number(row.player_total);
  const figures = {
    accounts: Number(row.accounts),
    transfers: Number(row.transfers),
    totalBalance: totalBalance as Paise,
    playerBalanceTotal: playerTotal as Paise,
    houseBalanceTotal: (totalBalance - playerTotal) as Paise,
    mismatchedAccounts: Number(row.mismatched),
    negativePlayerAccounts: Number(row.negative),
    brokenChains: Number(row.broken),
  };
  const balanced =
    figures.totalBalance === 0 && figures.mismatchedAccounts === 0 && figures.negativePlayerAccounts === 0 && figures.brokenChains === 0;
  return { balanced, ...figures };
}
