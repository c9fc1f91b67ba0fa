import { and, eq, sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { withdrawals } from '@server/db/schema';
import type { SharedAccountReview } from '@shared/schemas/withdrawal-payout';
import { conflict, notFound } from '@server/errors';
import { recordAudit } from '@server/modules/audit';
import { otherHoldersOf } from '@server/modules/banks';
import { noticeTexts, notifyPlayer } from '@server/modules/notifications';
import { houseAccount, playerAccount, transfer } from '../ledger';
import type { Decision } from './decide-deposit';

export type DecidedWithdrawal = { id: number; status: 'paid' | 'rejected'; userId: number; amount: Paise };

async function claimWithdrawal(
  tx: Tx,
  withdrawalId: number,
  status: 'paid' | 'rejected',
  decision: Decision,
  reason: string | null,
  payoutReference: string | null,
) {
  const [claimed] = await tx
    .update(withdrawals)
    .set({ status, decidedBy: decision.operatorId, decidedAt: sql`now()`, rejectReason: reason, payoutReference })
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'processing')))
    .returning({ id: withdrawals.id, userId: withdrawals.userId, amount: withdrawals.amount, bankAccountId: withdrawals.bankAccountId });
  if (claimed) return claimed;
  const [existing] = await tx.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, withdrawalId)).limit(1);
  if (!existing) throw notFound('Withdrawal not found');
  throw conflict(`This withdrawal has already been ${existing.status === 'paid' ? 'paid' : 'rejected'}`);
}

export const heldForReviewMessage = (others: readonly number[]) =>
  `Held for review: this bank account is registered by another player too (${others.map((id) => `#${id}`).join(', ')}). Pay it only with a review: a reason and a confirmation.`;

export type WithdrawalOutcome =
  { status: 'paid'; payoutReference?: string | undefined; review?: SharedAccountReview | undefined } | { status: 'rejected'; reason: string };

/**
 * The operator's decision on a withdrawal, taken once (status-guarded UPDATE): paid moves the
 * held money withdrawal_hold → house_cash (it left the site); rejected gives it back to main.
 * A withdrawal to a bank account another player registered too is held: paid only with a review
 * (the operator's reason and confirmation, audited with who shares it); rejecting it is as usual.
 */
export async function decideWithdrawal(tx: Tx, withdrawalId: number, outcome: WithdrawalOutcome, decision: Decision): Promise<DecidedWithdrawal> {
  const reason = outcome.status === 'rejected' ? outcome.reason : null;
  const payoutReference = outcome.status === 'paid' ? (outcome.payoutReference ?? null) : null;
  const claimed = await claimWithdrawal(tx, withdrawalId, outcome.status, decision, reason, payoutReference);
  // Checked with the withdrawal row locked by the claim; a refusal rolls the claim back.
  const sharedWith = (await otherHoldersOf(tx, [claimed.bankAccountId])).get(claimed.bankAccountId) ?? [];
  const review = outcome.status === 'paid' && sharedWith.length > 0 ? outcome.review : undefined;
  if (outcome.status === 'paid' && sharedWith.length > 0 && !review) throw conflict(heldForReviewMessage(sharedWith));
  const amount = claimed.amount as Paise;
  const hold = await playerAccount(tx, claimed.userId, 'withdrawal_hold');
  const destination = outcome.status === 'paid' ? await houseAccount(tx, 'house_cash', 'real') : await playerAccount(tx, claimed.userId, 'main');
  const moved = await transfer(tx, {
    from: hold,
    to: destination,
    amount,
    kind: outcome.status === 'paid' ? 'withdrawal_paid' : 'withdrawal_released',
    reference: `withdrawal:${withdrawalId}`,
    idempotencyKey: `withdrawal:${withdrawalId}:settle`,
  });
  await tx.update(withdrawals).set({ settleTransferId: moved.id }).where(eq(withdrawals.id, withdrawalId));
  await notifyPlayer(
    tx,
    claimed.userId,
    'withdrawal',
    outcome.status === 'paid' ? noticeTexts.withdrawalPaid(amount) : noticeTexts.withdrawalRejected(amount, outcome.reason),
  );
  await recordAudit(tx, {
    actorId: decision.operatorId,
    action: outcome.status === 'paid' ? 'withdrawal.pay' : 'withdrawal.reject',
    targetType: 'withdrawal',
    targetId: withdrawalId,
    details: {
      user_id: claimed.userId,
      amount_paise: amount,
      transfer_id: moved.id,
      ...(reason ? { reason } : {}),
      ...(payoutReference ? { utr: payoutReference } : {}),
      ...(sharedWith.length > 0 ? { shared_with: sharedWith } : {}),
      ...(review ? { review_reason: review.reason, review_confirmed: true } : {}),
    },
    ...(decision.ip ? { ip: decision.ip } : {}),
  });
  return { id: withdrawalId, status: outcome.status, userId: claimed.userId, amount };
}
