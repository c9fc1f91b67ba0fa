import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@server/db/client';

// A bank account (number and IFSC) registered by more than one player is a sign of one person
// behind two accounts: referrals are checked again, the operator sees it on the risk board and on
// both players' pages, and a withdrawal to it is held until the operator reviews it. One rule for
// all of them: another player's row with the same number and IFSC, deleted or not (an account
// deleted after a payout still tells who it belonged to).

/** True for the bank account row `account` (an SQL alias or column) when another player registered it too. */
export const isSharedAccount = (account: SQL) =>
  sql`EXISTS (SELECT 1 FROM bank_accounts other WHERE other.account_number = ${account}.account_number
                AND other.ifsc_code = ${account}.ifsc_code AND other.user_id <> ${account}.user_id)`;

/** For each bank account, the other players who registered the same number and IFSC (ids, ascending). */
export async function otherHoldersOf(db: Queryable, accountIds: readonly number[]): Promise<Map<number, number[]>> {
  if (accountIds.length === 0) return new Map();
  const found = await db.execute<{ id: number; others: Array<number | string> }>(sql`
    SELECT a.id, array_agg(DISTINCT b.user_id ORDER BY b.user_id) AS others
      FROM bank_accounts a JOIN bank_accounts b ON b.account_number = a.account_number AND b.ifsc_code = a.ifsc_code AND b.user_id <> a.user_id
     WHERE a.id IN (${sql.join(
       accountIds.map((id) => sql`${id}`),
       sql`, `,
     )}) GROUP BY a.id`);
  return new Map(found.rows.map((row) => [Number(row.id), row.others.map(Number)]));
}

export type SharedAccountGroup = { account_number: string; ifsc_code: string; players: Array<{ user_id: number; username: string }> };

/** Every account number and IFSC more than one real player registered, newest registration first (for the risk board). */
export async function listSharedAccountGroups(db: Queryable, limit: number): Promise<SharedAccountGroup[]> {
  const found = await db.execute<{ account_number: string; ifsc_code: string; players: Array<[number | string, string]> }>(sql`
    SELECT b.account_number, b.ifsc_code,
           json_agg(DISTINCT jsonb_build_array(u.id, u.username)) AS players
      FROM bank_accounts b JOIN users u ON u.id = b.user_id AND NOT u.is_demo
     GROUP BY b.account_number, b.ifsc_code
    HAVING count(DISTINCT b.user_id) > 1
     ORDER BY max(b.created_at) DESC, b.account_number
     LIMIT ${limit}`);
  return found.rows.map((row) => ({
    account_number: row.account_number,
    ifsc_code: row.ifsc_code,
    players: row.players.map(([id, username]) => ({ user_id: Number(id), username })).sort((a, b) => a.user_id - b.user_id),
  }));
}
