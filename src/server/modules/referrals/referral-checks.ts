import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { recordAudit } from '@server/modules/audit';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from '@server/modules/ledger';

// A referral reward is checked when it is paid (the friend's first deposit), and again whenever
// either player adds a bank account or asks for a withdrawal: friend and referrer who share a bank
// account (number and IFSC) or a phone number are one person, so the reward was a self-referral.
// It is clawed back from the referrer's bonus: while it has not converted, its money goes back to
// the house and the grant ends (expired, with the reason). One that already converted cannot be
// taken from the bonus; it is left to the operator, who sees the shared account on both pages.

type Paid = { friend_id: number; referrer_id: number; grant_id: number; status: string; amount: number };

/** Claws back every referral reward the player is part of that turns out to be a self-referral. Answers how many. */
export async function recheckReferrals(tx: Tx, userId: number): Promise<number> {
  const found = await tx.execute<Paid>(sql`
    SELECT r.friend_id, r.referrer_id, r.grant_id, g.status, g.amount FROM referral_rewards r
      JOIN bonus_grants g ON g.id = r.grant_id
      JOIN users f ON f.id = r.friend_id JOIN users o ON o.id = r.referrer_id
     WHERE (r.friend_id = ${userId} OR r.referrer_id = ${userId}) AND g.status = 'active'
       AND ((f.phone_number <> '' AND f.phone_number = o.phone_number)
            OR EXISTS (SELECT 1 FROM bank_accounts a JOIN bank_accounts b ON a.account_number = b.account_number AND a.ifsc_code = b.ifsc_code
                        WHERE a.user_id = r.friend_id AND b.user_id = r.referrer_id))
     ORDER BY r.grant_id FOR UPDATE OF g`);
  for (const reward of found.rows) {
    const referrerId = Number(reward.referrer_id);
    const available = (await getPlayerBalances(tx, referrerId)).bonus;
    const amount = Math.min(Number(reward.amount), available);
    if (amount > 0) {
      await transfer(tx, {
        from: await playerAccount(tx, referrerId, 'bonus'),
        to: await houseAccount(tx, 'house_bonus', 'real'),
        amount: amount as Paise,
        kind: 'bonus_expiry',
        reference: `bonus_grant:${reward.grant_id}`,
        idempotencyKey: `bonus-clawback:${reward.grant_id}`,
      });
    }
    await tx.execute(sql`UPDATE bonus_grants SET status = 'expired', settled_at = now(), reason = 'clawed back: self-referral' WHERE id = ${reward.grant_id}`);
    await recordAudit(tx, {
      actorId: null,
      action: 'referral.clawback',
      targetType: 'user',
      targetId: referrerId,
      details: { friend_id: Number(reward.friend_id), grant_id: Number(reward.grant_id), amount_paise: amount },
    });
  }
  return found.rows.length;
}
