import { sql } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import type { UserStatistics } from '@shared/schemas/user';
import type { Queryable } from '@server/db/client';

const DAY_MS = 24 * 3600_000;

/**
 * A player's account figures. Deposits and withdrawals come from the ledger (paid deposits into
 * main, paid withdrawals out of the withdrawal hold). Bet figures stay zero until the exchange
 * slice adds its bets table; they are part of the answer so the screen's layout does not change.
 */
export async function getUserStatistics(db: Queryable, user: { id: number; createdAt: Date }): Promise<UserStatistics> {
  const result = await db.execute<{ active_sessions: number; total_deposits: number; total_withdrawals: number }>(sql`
    SELECT
      (SELECT count(*) FROM sessions WHERE user_id = ${user.id} AND revoked_at IS NULL AND expires_at > now())::int AS active_sessions,
      (SELECT coalesce(sum(t.amount), 0) FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
        WHERE a.user_id = ${user.id} AND a.kind = 'main' AND t.kind = 'deposit')::bigint AS total_deposits,
      (SELECT coalesce(sum(t.amount), 0) FROM transfers t JOIN accounts a ON a.id = t.debit_account_id
        WHERE a.user_id = ${user.id} AND a.kind = 'withdrawal_hold' AND t.kind = 'withdrawal_paid')::bigint AS total_withdrawals
  `);
  const row = result.rows[0];
  return {
    member_since: user.createdAt.toISOString(),
    days_active: Math.max(1, Math.ceil((Date.now() - user.createdAt.getTime()) / DAY_MS)),
    total_bets: 0,
    open_bets: 0,
    bets_won: 0,
    bets_lost: 0,
    total_staked: 0,
    net_profit: 0,
    total_deposits: toRupees(Number(row?.total_deposits ?? 0)),
    total_withdrawals: toRupees(Number(row?.total_withdrawals ?? 0)),
    active_sessions: Number(row?.active_sessions ?? 0),
  };
}
