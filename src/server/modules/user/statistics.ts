import { sql } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import type { UserStatistics } from '@shared/schemas/user';
import { betHistoryQuerySchema } from '@shared/schemas/bets';
import type { Queryable } from '@server/db/client';
import { listBetHistory } from '@server/modules/bets';

const DAY_MS = 24 * 3600_000;

/**
 * A player's account figures. Deposits and withdrawals come from the ledger (paid deposits into
 * main, paid withdrawals out of the withdrawal hold). Bet figures are Bet History's cards over
 * all the player's bets, exchange and casino, so the wallet and the history agree.
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
  const all = await listBetHistory(db, user.id, betHistoryQuerySchema.parse({ page_size: 1 }));
  const pending = await listBetHistory(db, user.id, betHistoryQuerySchema.parse({ status: 'pending', page_size: 1 }));
  return {
    member_since: user.createdAt.toISOString(),
    days_active: Math.max(1, Math.ceil((Date.now() - user.createdAt.getTime()) / DAY_MS)),
    total_bets: all.summary.total_bets,
    open_bets: pending.total,
    bets_won: all.summary.bets_won,
    bets_lost: all.summary.bets_lost,
    total_staked: all.summary.total_staked,
    net_profit: all.summary.net_profit,
    total_deposits: toRupees(Number(row?.total_deposits ?? 0)),
    total_withdrawals: toRupees(Number(row?.total_withdrawals ?? 0)),
    active_sessions: Number(row?.active_sessions ?? 0),
  };
}
