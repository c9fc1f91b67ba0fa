import { sql } from 'drizzle-orm';
import { type Paise } from '@shared/money';
import { promotionMessages } from '@shared/schemas/promotions';
import type { Tx } from '@server/db/client';
import { badRequest, conflict, notFound } from '@server/errors';
import { noticeTexts, notifyPlayer } from '@server/modules/notifications';
import { findPlayBlock } from '@server/modules/responsible-gambling';
import { grantBonus } from './grants';
import type { PromotionRow } from './promotion-store';

export type Redemption = { status: 'granted' | 'awaiting_deposit'; grantId: number | null; promotion: PromotionRow };

/**
 * Redeems a promotion code for a real player, in the caller's transaction. The promotion's row
 * is locked first, so of two redeems at once (same player or the last of a total limit) the
 * second counts the first. A fixed bonus is granted at once; a deposit bonus waits for the
 * player's next approved deposit.
 */
export async function redeemPromotion(tx: Tx, userId: number, code: string): Promise<Redemption> {
  const promotion = (
    await tx.execute<PromotionRow & { started: boolean; ended: boolean }>(
      sql`SELECT *, starts_at <= now() AS started, ends_at <= now() AS ended FROM promotions WHERE code = ${code} AND is_active FOR UPDATE`,
    )
  ).rows[0];
  if (!promotion) throw notFound(promotionMessages.notFound);
  if (!promotion.started) throw badRequest(promotionMessages.notStarted);
  if (promotion.ended) throw badRequest(promotionMessages.ended);
  const counts = (
    await tx.execute<{ mine: number; total: number }>(sql`
    SELECT count(*) FILTER (WHERE user_id = ${userId})::int AS mine, count(*)::int AS total FROM promotion_redemptions WHERE promotion_id = ${promotion.id}`)
  ).rows[0] ?? { mine: 0, total: 0 };
  if (Number(counts.mine) >= Number(promotion.per_player_limit)) throw conflict(promotionMessages.perPlayerLimit);
  if (promotion.total_limit !== null && Number(counts.total) >= Number(promotion.total_limit)) throw conflict(promotionMessages.totalLimit);

  if (promotion.kind === 'deposit_percent') {
    // One deposit bonus waits at a time; the player's row lock keeps two different codes from both waiting.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const waiting = await tx.execute(sql`SELECT 1 FROM promotion_redemptions r JOIN promotions p ON p.id = r.promotion_id
                                          WHERE r.user_id = ${userId} AND r.status = 'awaiting_deposit' AND p.ends_at > now() LIMIT 1`);
    if (waiting.rows.length > 0) throw conflict(promotionMessages.depositBonusWaiting);
    await tx.execute(sql`INSERT INTO promotion_redemptions (promotion_id, user_id, status) VALUES (${promotion.id}, ${userId}, 'awaiting_deposit')`);
    return { status: 'awaiting_deposit', grantId: null, promotion };
  }
  const grantId = await grantBonus(tx, {
    userId,
    source: 'promotion',
    promotionId: Number(promotion.id),
    amount: Number(promotion.amount) as Paise,
    wageringMultiple: Number(promotion.wagering_multiple),
    wageringOn: promotion.wagering_on,
    validDays: Number(promotion.bonus_valid_days),
    minPrice: Number(promotion.min_price),
    reason: promotion.code,
  });
  await tx.execute(sql`INSERT INTO promotion_redemptions (promotion_id, user_id, status, grant_id) VALUES (${promotion.id}, ${userId}, 'granted', ${grantId})`);
  return { status: 'granted', grantId, promotion };
}

/**
 * A deposit was approved (in the approval's transaction): each deposit bonus the player redeemed
 * before it, whose promotion has not ended, is granted as its percent of the deposit, at most its
 * cap. While a time-out or self-exclusion runs it is forfeited instead, with this deposit
 * (docs/decisions/051-bonuses-and-play-blocks.md).
 */
export async function applyDepositPromotions(tx: Tx, deposit: { userId: number; depositId: number; amount: Paise }): Promise<void> {
  const waiting = await tx.execute<PromotionRow & { redemption_id: number }>(sql`
    SELECT p.*, r.id AS redemption_id FROM promotion_redemptions r JOIN promotions p ON p.id = r.promotion_id
     WHERE r.user_id = ${deposit.userId} AND r.status = 'awaiting_deposit' AND p.ends_at > now()
     ORDER BY r.id FOR UPDATE OF r`);
  if (waiting.rows.length === 0) return;
  if (await findPlayBlock(tx, deposit.userId)) {
    const ids = waiting.rows.map((row) => Number(row.redemption_id));
    await tx.execute(sql`UPDATE promotion_redemptions SET status = 'forfeited', deposit_id = ${deposit.depositId}
                          WHERE id IN (${sql.join(
                            ids.map((id) => sql`${id}`),
                            sql`, `,
                          )})`);
    await notifyPlayer(tx, deposit.userId, 'bonus', noticeTexts.depositBonusForfeited(waiting.rows.map((row) => row.code)));
    return;
  }
  for (const promotion of waiting.rows) {
    const amount = Math.min(Number(promotion.max_bonus), Math.floor((deposit.amount * Number(promotion.percent)) / 100)) as Paise;
    if (amount <= 0) continue;
    const grantId = await grantBonus(tx, {
      userId: deposit.userId,
      source: 'promotion',
      promotionId: Number(promotion.id),
      amount,
      wageringMultiple: Number(promotion.wagering_multiple),
      wageringOn: promotion.wagering_on,
      validDays: Number(promotion.bonus_valid_days),
      minPrice: Number(promotion.min_price),
      reason: promotion.code,
    });
    await tx.execute(
      sql`UPDATE promotion_redemptions SET status = 'granted', grant_id = ${grantId}, deposit_id = ${deposit.depositId} WHERE id = ${promotion.redemption_id}`,
    );
  }
}
