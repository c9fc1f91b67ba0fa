import { sql } from 'drizzle-orm';
import { toPaise } from '@shared/money';
import type { operatorBonusSchema } from '@shared/schemas/promotions';
import type { z } from 'zod';
import type { Tx } from '@server/db/client';
import { badRequest, notFound, unprocessable } from '@server/errors';
import { findPlayBlock } from '@server/modules/responsible-gambling';
import { recordAudit, type Actor } from '@server/modules/audit';
import { grantBonus } from './grants';
import { toHundredths } from './promotion-store';

export const BONUS_REAL_PLAYERS_ONLY = 'Bonuses are for real-money players';

/** The operator's refusal: no bonus while a time-out or self-exclusion runs, and until when. */
export function bonusRefusedForBlock(kind: 'time_out' | 'self_exclusion', endsAt: Date): string {
  const what = kind === 'time_out' ? 'on a time-out' : 'self-excluded';
  return `No bonus can be credited: the player is ${what} until ${endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The operator credits a real player's bonus wallet, with a reason and a wagering target, audited in the same transaction. */
export async function creditOperatorBonus(tx: Tx, userId: number, input: z.output<typeof operatorBonusSchema>, actor: Actor): Promise<number> {
  const player = (await tx.execute<{ role: string; is_demo: boolean }>(sql`SELECT role, is_demo FROM users WHERE id = ${userId}`)).rows[0];
  if (!player || player.role !== 'player') throw notFound('Player not found');
  if (player.is_demo) throw badRequest(BONUS_REAL_PLAYERS_ONLY);
  const block = await findPlayBlock(tx, userId);
  if (block) throw unprocessable(bonusRefusedForBlock(block.kind, block.endsAt));
  const amount = toPaise(input.amount);
  const grantId = await grantBonus(tx, {
    userId,
    source: 'operator',
    amount,
    wageringMultiple: input.wagering_multiple,
    wageringOn: input.wagering_on,
    validDays: input.bonus_valid_days,
    minPrice: toHundredths(input.min_price),
    reason: input.reason,
  });
  await recordAudit(tx, {
    ...actor,
    action: 'player.bonus',
    targetType: 'user',
    targetId: userId,
    details: {
      amount_paise: amount,
      reason: input.reason,
      wagering_multiple: input.wagering_multiple,
      wagering_on: input.wagering_on,
      min_price: input.min_price,
      grant_id: grantId,
    },
  });
  return grantId;
}
