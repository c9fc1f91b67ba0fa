import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Queryable } from '@server/db/client';

/** One world's sums: every balance, house and players, adds up to 0 in each world on its own. */
export type WorldTotals = {
  totalBalance: Paise;
  playerBalanceTotal: Paise;
  houseBalanceTotal: Paise;
};

export type LedgerCheck = {
  /** True when every invariant holds (docs/architecture.md, "Money"). */
  balanced: boolean;
  accounts: number;
  transfers: number;
  /** Real money: must sum to 0. */
  real: WorldTotals;
  /** Play money (demo players and the play-money house), apart: must sum to 0 on its own. */
  play: WorldTotals;
  /** Accounts whose balance differs from their credits minus their debits. */
  mismatchedAccounts: number;
  /** Player accounts below zero. */
  negativePlayerAccounts: number;
  /** Entries whose balance-before is not the previous entry's balance-after on that account. */
  brokenChains: number;
  /** Transfers between a play-money account and a real one: must be 0. */
  crossingTransfers: number;
  /** Exchange matches between a demo player's bet and a real player's: must be 0. */
  crossingMatches: number;
};

type Row = {
  accounts: number;
  transfers: number;
  real_total: number;
  real_players: number;
  play_total: number;
  play_players: number;
  mismatched: number;
  negative: number;
  broken: number;
  crossing_transfers: number;
  crossing_matches: number;
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
      (SELECT coalesce(sum(balance), 0)::bigint FROM accounts WHERE NOT play_money) AS real_total,
      (SELECT coalesce(sum(balance), 0)::bigint FROM accounts WHERE NOT play_money AND user_id IS NOT NULL) AS real_players,
      (SELECT coalesce(sum(balance), 0)::bigint FROM accounts WHERE play_money) AS play_total,
      (SELECT coalesce(sum(balance), 0)::bigint FROM accounts WHERE play_money AND user_id IS NOT NULL) AS play_players,
      (SELECT count(*) FROM accounts a LEFT JOIN sums s ON s.account_id = a.id
        WHERE a.balance <> coalesce(s.total, 0)) AS mismatched,
      (SELECT count(*) FROM accounts WHERE user_id IS NOT NULL AND balance < 0) AS negative,
      (SELECT count(*) FROM chained WHERE before <> previous) AS broken,
      (SELECT count(*) FROM transfers t
         JOIN accounts d ON d.id = t.debit_account_id JOIN accounts c ON c.id = t.credit_account_id
        WHERE d.play_money <> c.play_money OR t.play_money <> d.play_money) AS crossing_transfers,
      (SELECT count(*) FROM bet_matches m
         JOIN bets tb ON tb.market_id = m.market_id AND tb.seq = m.taker_seq JOIN users tu ON tu.id = tb.user_id
         JOIN bets mb ON mb.market_id = m.market_id AND mb.seq = m.maker_seq JOIN users mu ON mu.id = mb.user_id
        WHERE tu.is_demo <> mu.is_demo) AS crossing_matches`);
  const row = result.rows[0];
  if (!row) throw new Error('ledger check answered nothing');
  const totals = (total: number, players: number): WorldTotals => ({
    totalBalance: Number(total) as Paise,
    playerBalanceTotal: Number(players) as Paise,
    houseBalanceTotal: (Number(total) - Number(players)) as Paise,
  });
  const check = {
    accounts: Number(row.accounts),
    transfers: Number(row.transfers),
    real: totals(row.real_total, row.real_players),
    play: totals(row.play_total, row.play_players),
    mismatchedAccounts: Number(row.mismatched),
    negativePlayerAccounts: Number(row.negative),
    brokenChains: Number(row.broken),
    crossingTransfers: Number(row.crossing_transfers),
    crossingMatches: Number(row.crossing_matches),
  };
  const balanced =
    check.real.totalBalance === 0 &&
    check.play.totalBalance === 0 &&
    check.mismatchedAccounts === 0 &&
    check.negativePlayerAccounts === 0 &&
    check.brokenChains === 0 &&
    check.crossingTransfers === 0 &&
    check.crossingMatches === 0;
  return { balanced, ...check };
}
