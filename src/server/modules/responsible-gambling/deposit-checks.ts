import type { Paise } from '@shared/money';
import type { Queryable } from '@server/db/client';
import { assertWithinOwnLimits, getOwnLimits, type OwnLimitsView } from './deposit-limits';
import { assertMayPlay } from './play-blocks';

/** Refuses a deposit while a time-out or self-exclusion runs (403), or over the player's own limits (422). Call with the wallet locked. */
export async function assertDepositAllowed(db: Queryable, userId: number, amount: Paise): Promise<void> {
  await assertMayPlay(db, userId);
  await assertWithinOwnLimits(db, userId, amount);
}

/** The player's own deposit limit that leaves least now, and what it leaves (null: none set). */
export async function ownDepositLimit(db: Queryable, userId: number): Promise<OwnLimitsView['tightest']> {
  return (await getOwnLimits(db, userId)).tightest;
}
