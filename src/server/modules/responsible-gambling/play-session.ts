import { eq, sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Queryable } from '@server/db/client';
import { sessions } from '@server/db/schema';
import { notFound } from '@server/errors';

// The reality check's figures: how long since this sign-in, and what play has won or lost since.

/**
 * The kinds of transfer between a player and the house that play makes: returns (wins, casino
 * credits, rollbacks of stakes) in, stakes lost (exchange losses, commission, casino stakes) out.
 * Holds and releases of exposure stay inside the player's own accounts and cancel out.
 */
const playKinds = ['bet_win', 'bet_loss', 'commission', 'casino_debit', 'casino_credit', 'casino_rollback'];

export async function getPlaySession(db: Queryable, userId: number, signInId: number): Promise<{ signedInAt: Date; netResult: Paise }> {
  const [signIn] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, signInId)).limit(1);
  if (!signIn) throw notFound('Sign-in not found');
  const kinds = `{${playKinds.join(',')}}`;
  const found = await db.execute<{ net: string | number }>(sql`
    WITH mine AS (SELECT id FROM accounts WHERE user_id = ${userId})
    SELECT coalesce(sum(CASE WHEN t.credit_account_id IN (SELECT id FROM mine) THEN t.amount ELSE 0 END)
                  - sum(CASE WHEN t.debit_account_id IN (SELECT id FROM mine) THEN t.amount ELSE 0 END), 0) AS net
      FROM transfers t
     WHERE (t.debit_account_id IN (SELECT id FROM mine) OR t.credit_account_id IN (SELECT id FROM mine))
       AND t.kind = ANY(${kinds}::text[])
       AND t.created_at >= ${signIn.createdAt.toISOString()}::timestamptz`);
  return { signedInAt: signIn.createdAt, netResult: Number(found.rows[0]?.net ?? 0) as Paise };
}
