import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { WageringOn } from '@shared/schemas/promotions';
import type { Tx } from '@server/db/client';
import { houseAccount, playerAccount, transfer } from '@server/modules/ledger';

export type GrantInput = {
  userId: number;
  source: 'promotion' | 'operator' | 'referral';
  promotionId?: number;
  amount: Paise;
  wageringMultiple: number;
  wageringOn: WageringOn;
  validDays: number;
  /** The lowest price (hundredths: 150 = 1.50) a bet needs to count towards wagering. */
  minPrice: number;
  reason?: string;
};

/**
 * Puts a bonus in a real player's bonus wallet (house_bonus → bonus, kind `bonus`) with its
 * wagering target, in the caller's transaction. Answers the grant's id.
 */
export async function grantBonus(tx: Tx, input: GrantInput): Promise<number> {
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO bonus_grants (user_id, source, promotion_id, amount, wagering_multiple, wagering_on, wagering_required, min_price, reason, expires_at)
    VALUES (${input.userId}, ${input.source}, ${input.promotionId ?? null}, ${input.amount}, ${input.wageringMultiple}, ${input.wageringOn},
            ${input.amount * input.wageringMultiple}, ${input.minPrice}, ${input.reason ?? ''}, now() + make_interval(days => ${input.validDays}))
    RETURNING id`);
  const id = Number(inserted.rows[0]?.id);
  if (!id) throw new Error('bonus grant insert returned nothing');
  await transfer(tx, {
    from: await houseAccount(tx, 'house_bonus', 'real'),
    to: await playerAccount(tx, input.userId, 'bonus'),
    amount: input.amount,
    kind: 'bonus',
    reference: `bonus_grant:${id}`,
    idempotencyKey: `bonus-grant:${id}`,
  });
  return id;
}
