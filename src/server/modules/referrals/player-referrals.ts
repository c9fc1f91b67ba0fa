import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toPaise, toRupees, type Paise } from '@shared/money';
import { wageringRule, type MyReferrals, type ReferralSettings, type WageringOn } from '@shared/schemas/promotions';
import type { Db, Queryable, Tx } from '@server/db/client';
import { recordAudit, type Actor } from '@server/modules/audit';
import { noticeTexts, notifyPlayer } from '@server/modules/notifications';
import { grantBonus } from '@server/modules/promotions';
import { findPlayBlock } from '@server/modules/responsible-gambling';

// Refer & Earn: each real player's own referral code (a referral code with an owner, so
// registration takes it as it takes a master code), and the referrer's bonus when a friend's
// first deposit is approved: once per friend, never for demo players or a self-referral.

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => `LR${Array.from({ length: 7 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** The player's own code, created on first use. */
export async function ownReferralCode(db: Db, userId: number): Promise<string> {
  const find = async () => (await db.execute<{ code: string }>(sql`SELECT code FROM referral_codes WHERE owner_user_id = ${userId}`)).rows[0]?.code;
  const existing = await find();
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    // A code taken by someone else draws again; a second request of the same player finds the first's.
    const inserted = await db.execute<{ code: string }>(
      sql`INSERT INTO referral_codes (code, owner_user_id) VALUES (${newCode()}, ${userId}) ON CONFLICT DO NOTHING RETURNING code`,
    );
    const code = inserted.rows[0]?.code ?? (await find());
    if (code) return code;
  }
  throw new Error('could not create a referral code');
}

type SettingsRow = {
  is_active: boolean;
  bonus_amount: number;
  wagering_multiple: number;
  wagering_on: WageringOn;
  bonus_valid_days: number;
  min_price: number;
};

export async function getReferralSettings(db: Queryable): Promise<ReferralSettings> {
  const row = (await db.execute<SettingsRow>(sql`SELECT * FROM referral_settings WHERE id = 1`)).rows[0];
  if (!row) throw new Error('referral_settings has no row');
  return {
    is_active: row.is_active,
    bonus_amount: toRupees(Number(row.bonus_amount)),
    wagering_multiple: Number(row.wagering_multiple),
    wagering_on: row.wagering_on,
    bonus_valid_days: Number(row.bonus_valid_days),
    min_price: Number(row.min_price) / 100,
  };
}

export async function updateReferralSettings(tx: Tx, input: ReferralSettings, actor: Actor): Promise<ReferralSettings> {
  await tx.execute(sql`
    UPDATE referral_settings SET is_active = ${input.is_active}, bonus_amount = ${toPaise(input.bonus_amount)}, wagering_multiple = ${input.wagering_multiple},
           wagering_on = ${input.wagering_on}, bonus_valid_days = ${input.bonus_valid_days}, min_price = ${Math.round(input.min_price * 100)},
           updated_at = now() WHERE id = 1`);
  await recordAudit(tx, { ...actor, action: 'referral_settings.update', targetType: 'referral_settings', targetId: 1, details: { ...input } });
  return getReferralSettings(tx);
}

export const referralRules = (settings: ReferralSettings) =>
  `Share your code or link. When a friend registers with it and their first deposit is approved, you get a ₹${settings.bonus_amount.toFixed(2)} bonus, once per friend. ` +
  `Friends using your phone number or bank account do not count. ${wageringRule(settings)}`;

/** What a player sees on Refer & Earn: their code and link, the friends who joined with it and the bonuses earned. */
export async function getMyReferrals(db: Db, userId: number): Promise<MyReferrals> {
  const code = await ownReferralCode(db, userId);
  const settings = await getReferralSettings(db);
  const friends = await db.execute<{
    display_name: string;
    joined_at: Date | string;
    grant_id: number | null;
    refused: string | null;
    bonus: number | null;
  }>(sql`
    SELECT u.display_name, u.created_at AS joined_at, r.grant_id, r.refused_reason AS refused, g.amount AS bonus
      FROM users u JOIN referral_codes c ON c.id = u.referral_code_id
      LEFT JOIN referral_rewards r ON r.friend_id = u.id LEFT JOIN bonus_grants g ON g.id = r.grant_id
     WHERE c.owner_user_id = ${userId} ORDER BY u.id DESC LIMIT 200`);
  const count = await db.execute<{ joined: number; earned: number }>(sql`
    SELECT (SELECT count(*) FROM users u JOIN referral_codes c ON c.id = u.referral_code_id WHERE c.owner_user_id = ${userId})::int AS joined,
           (SELECT coalesce(sum(g.amount), 0) FROM referral_rewards r JOIN bonus_grants g ON g.id = r.grant_id WHERE r.referrer_id = ${userId})::bigint AS earned`);
  return {
    code,
    link: `/register/${code}`,
    bonus_amount: settings.bonus_amount,
    programme_active: settings.is_active,
    rules: referralRules(settings),
    wagering_multiple: settings.wagering_multiple,
    wagering_on: settings.wagering_on,
    bonus_valid_days: settings.bonus_valid_days,
    friends_joined: Number(count.rows[0]?.joined ?? 0),
    bonuses_earned: toRupees(Number(count.rows[0]?.earned ?? 0)),
    friends: friends.rows.map((row) => ({
      display_name: row.display_name,
      joined_at: new Date(row.joined_at).toISOString(),
      status: row.grant_id !== null ? 'rewarded' : row.refused !== null ? 'not_eligible' : 'joined',
      bonus: row.bonus === null ? 0 : toRupees(Number(row.bonus)),
    })),
  };
}

type Referral = { referrer_id: number; referrer_demo: boolean; referrer_active: boolean; same_phone: boolean; shared_bank: boolean };

/**
 * A deposit was approved (in the approval's transaction): when it is the friend's first, the
 * player whose code the friend registered with earns the referral bonus. The reward's row is
 * keyed by the friend, so two approvals at once pay once.
 */
export async function rewardReferrer(tx: Tx, deposit: { userId: number; depositId: number }): Promise<void> {
  const first = await tx.execute(sql`SELECT 1 FROM deposits WHERE user_id = ${deposit.userId} AND status = 'approved' AND id <> ${deposit.depositId} LIMIT 1`);
  if (first.rows.length > 0) return;
  const referral = (
    await tx.execute<Referral>(sql`
    SELECT r.id AS referrer_id, r.is_demo AS referrer_demo, r.status = 'active' AS referrer_active,
           (r.phone_number <> '' AND r.phone_number = f.phone_number) AS same_phone,
           EXISTS (SELECT 1 FROM bank_accounts a JOIN bank_accounts b ON a.account_number = b.account_number AND a.ifsc_code = b.ifsc_code
                    WHERE a.user_id = f.id AND b.user_id = r.id) AS shared_bank
      FROM users f JOIN referral_codes c ON c.id = f.referral_code_id JOIN users r ON r.id = c.owner_user_id
     WHERE f.id = ${deposit.userId} AND NOT f.is_demo`)
  ).rows[0];
  if (!referral) return;
  const settings = await getReferralSettings(tx);
  // A referrer on a time-out or self-exclusion may not take a promotion, so not this one either.
  const referrerBlocked = (await findPlayBlock(tx, Number(referral.referrer_id))) !== undefined;
  const refused =
    Number(referral.referrer_id) === deposit.userId || referral.same_phone
      ? 'same phone number'
      : referral.shared_bank
        ? 'same bank account'
        : referral.referrer_demo
          ? 'demo account'
          : !referral.referrer_active
            ? 'referrer suspended'
            : referrerBlocked
              ? 'referrer on a break from play'
              : !settings.is_active
                ? 'programme paused'
                : null;
  const claimed = await tx.execute(sql`
    INSERT INTO referral_rewards (friend_id, referrer_id, deposit_id, refused_reason)
    VALUES (${deposit.userId}, ${referral.referrer_id}, ${deposit.depositId}, ${refused}) ON CONFLICT (friend_id) DO NOTHING RETURNING friend_id`);
  if (claimed.rows.length === 0 || refused !== null) return;
  const grantId = await grantBonus(tx, {
    userId: Number(referral.referrer_id),
    source: 'referral',
    amount: toPaise(settings.bonus_amount) as Paise,
    wageringMultiple: settings.wagering_multiple,
    wageringOn: settings.wagering_on,
    validDays: settings.bonus_valid_days,
    minPrice: Math.round(settings.min_price * 100),
    reason: `referral:${deposit.userId}`,
  });
  await tx.execute(sql`UPDATE referral_rewards SET grant_id = ${grantId} WHERE friend_id = ${deposit.userId}`);
  await notifyPlayer(tx, Number(referral.referrer_id), 'referral', noticeTexts.referralBonus(settings.bonus_amount));
}
