import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Queryable, Tx } from '@server/db/client';
import { recordAudit } from '@server/modules/audit';
import { houseAccount, lockAccounts, playerAccount, transfer } from '@server/modules/ledger';
import { noticeTexts, notifyPlayer } from '@server/modules/notifications';

// A referral reward is checked when it is paid (the friend's first deposit), and again whenever
// either player adds a bank account or asks for a withdrawal: friend and referrer who share a bank
// account (number and IFSC) or a phone number are one person, so the reward was a self-referral.
// It is clawed back (decision 054): while it has not converted, from the referrer's bonus (its
// money back to the house, the grant ended with the reason); once converted, from the main
// balance, through the ledger, never below zero: what is not there is recorded as owed, and the
// operator sees it on the player's page. Either way the grant ends as expired, a
// referral_clawbacks row keeps what was due, taken and owed, the audit log has it and the
// referrer is told.

type Paid = { friend_id: number; referrer_id: number; grant_id: number; status: 'active' | 'converted'; amount: number };

/** Claws back every referral reward the player is part of that turns out to be a self-referral. Answers how many. */
export async function recheckReferrals(tx: Tx, userId: number): Promise<number> {
  const found = await tx.execute<Paid>(sql`
    SELECT r.friend_id, r.referrer_id, r.grant_id, g.status, g.amount FROM referral_rewards r
      JOIN bonus_grants g ON g.id = r.grant_id
      JOIN users f ON f.id = r.friend_id JOIN users o ON o.id = r.referrer_id
     WHERE (r.friend_id = ${userId} OR r.referrer_id = ${userId}) AND g.status IN ('active', 'converted')
       AND ((f.phone_number <> '' AND f.phone_number = o.phone_number)
            OR EXISTS (SELECT 1 FROM bank_accounts a JOIN bank_accounts b ON a.account_number = b.account_number AND a.ifsc_code = b.ifsc_code
                        WHERE a.user_id = r.friend_id AND b.user_id = r.referrer_id))
     ORDER BY r.grant_id FOR UPDATE OF g`);
  for (const reward of found.rows) await clawBack(tx, reward);
  return found.rows.length;
}

async function clawBack(tx: Tx, reward: Paid): Promise<void> {
  const referrerId = Number(reward.referrer_id);
  const grantId = Number(reward.grant_id);
  const due = Number(reward.amount);
  const takenFrom = reward.status === 'converted' ? 'main' : 'bonus';
  const from = await playerAccount(tx, referrerId, takenFrom);
  const to = await houseAccount(tx, 'house_bonus', 'real');
  // Under the account locks: what the account holds now is what can be taken, never more.
  const balances = await lockAccounts(tx, [from, to]);
  const taken = Math.min(due, balances.get(from) ?? 0);
  if (taken > 0) {
    await transfer(tx, {
      from,
      to,
      amount: taken as Paise,
      kind: takenFrom === 'main' ? 'bonus_clawback' : 'bonus_expiry',
      reference: `bonus_grant:${grantId}`,
      idempotencyKey: `bonus-clawback:${grantId}`,
    });
  }
  // Bonus money already lost in bets went back to the house: only a converted reward can be owed.
  const owed = takenFrom === 'main' ? due - taken : 0;
  await tx.execute(sql`UPDATE bonus_grants SET status = 'expired', settled_at = now(), reason = 'clawed back: self-referral' WHERE id = ${grantId}`);
  await tx.execute(sql`INSERT INTO referral_clawbacks (grant_id, user_id, taken_from, due, taken, owed)
    VALUES (${grantId}, ${referrerId}, ${takenFrom}, ${due}, ${taken}, ${owed})`);
  await recordAudit(tx, {
    actorId: null,
    action: 'referral.clawback',
    targetType: 'user',
    targetId: referrerId,
    details: { friend_id: Number(reward.friend_id), grant_id: grantId, taken_from: takenFrom, amount_paise: taken, owed_paise: owed },
  });
  await notifyPlayer(tx, referrerId, 'bonus', noticeTexts.referralClawedBack(taken as Paise, owed as Paise, takenFrom));
}

/** What the player owes from clawed back referral rewards the main balance could not cover (paise). */
export async function clawbackOwed(db: Queryable, userId: number): Promise<Paise> {
  const found = await db.execute<{ owed: number | string }>(sql`SELECT coalesce(sum(owed), 0) AS owed FROM referral_clawbacks WHERE user_id = ${userId}`);
  return Number(found.rows[0]?.owed ?? 0) as Paise;
}
