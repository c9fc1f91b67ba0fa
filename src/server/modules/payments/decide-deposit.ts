import { and, eq, sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { deposits } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import { recordAudit } from '@server/modules/audit';
import { noticeTexts, notifyPlayer } from '@server/modules/notifications';
import { applyDepositPromotions } from '@server/modules/promotions';
import { rewardReferrer } from '@server/modules/referrals';
import { houseAccount, playerAccount, transfer } from '../ledger';

export type Decision = { operatorId: number; ip?: string };
export type DecidedDeposit = { id: number; status: 'approved' | 'rejected'; userId: number; amount: Paise };

/**
 * Claims a processing deposit for a decision: the UPDATE is guarded by the current status, so of
 * two operators (or two clicks) deciding at once, exactly one gets the row.
 */
async function claimDeposit(tx: Tx, depositId: number, status: 'approved' | 'rejected', decision: Decision, reason: string | null) {
  const [claimed] = await tx
    .update(deposits)
    .set({ status, decidedBy: decision.operatorId, decidedAt: sql`now()`, rejectReason: reason })
    .where(and(eq(deposits.id, depositId), eq(deposits.status, 'processing')))
    .returning({ id: deposits.id, userId: deposits.userId, amount: deposits.amount });
  if (claimed) return claimed;
  const [existing] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, depositId)).limit(1);
  if (!existing) throw notFound('Deposit not found');
  throw conflict(`This deposit has already been ${existing.status}`);
}

/** Approves a deposit: the money moves house_cash → the player's main account, once. */
export async function approveDeposit(tx: Tx, depositId: number, decision: Decision): Promise<DecidedDeposit> {
  const claimed = await claimDeposit(tx, depositId, 'approved', decision, null);
  const amount = claimed.amount as Paise;
  const moved = await transfer(tx, {
    from: await houseAccount(tx, 'house_cash', 'real'),
    to: await playerAccount(tx, claimed.userId, 'main'),
    amount,
    kind: 'deposit',
    reference: `deposit:${depositId}`,
    // A second credit for one deposit is impossible even if the status guard were bypassed.
    idempotencyKey: `deposit:${depositId}`,
  });
  await tx.update(deposits).set({ transferId: moved.id }).where(eq(deposits.id, depositId));
  // A deposit bonus the player redeemed, and a first deposit's reward to the friend who referred them.
  await applyDepositPromotions(tx, { userId: claimed.userId, depositId, amount });
  await rewardReferrer(tx, { userId: claimed.userId, depositId });
  await notifyPlayer(tx, claimed.userId, 'deposit', noticeTexts.depositApproved(amount));
  await recordAudit(tx, {
    actorId: decision.operatorId,
    action: 'deposit.approve',
    targetType: 'deposit',
    targetId: depositId,
    details: { user_id: claimed.userId, amount_paise: amount, transfer_id: moved.id },
    ...(decision.ip ? { ip: decision.ip } : {}),
  });
  return { id: depositId, status: 'approved', userId: claimed.userId, amount };
}

/** Rejects a deposit with a reason; no money moves. */
export async function rejectDeposit(tx: Tx, depositId: number, reason: string, decision: Decision): Promise<DecidedDeposit> {
  const claimed = await claimDeposit(tx, depositId, 'rejected', decision, reason);
  await notifyPlayer(tx, claimed.userId, 'deposit', noticeTexts.depositRejected(claimed.amount as Paise, reason));
  await recordAudit(tx, {
    actorId: decision.operatorId,
    action: 'deposit.reject',
    targetType: 'deposit',
    targetId: depositId,
    details: { user_id: claimed.userId, amount_paise: claimed.amount, reason },
    ...(decision.ip ? { ip: decision.ip } : {}),
  });
  return { id: depositId, status: 'rejected', userId: claimed.userId, amount: claimed.amount as Paise };
}
