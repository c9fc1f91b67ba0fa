import { eq } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import { walletMessages } from '@shared/schemas/wallet';
import type { Tx } from '@server/db/client';
import { depositReceipts, deposits } from '@server/db/schema';
import { badRequest, conflict, isUniqueViolation } from '@server/errors';
import { assertDepositAllowed } from '@server/modules/responsible-gambling';
import { lockAccounts, playerAccount } from '../ledger';
import { assertDepositWithinLimit } from './daily-limits';
import { findEnabledPaymentOption } from './payment-options';
import type { ReceiptImage } from './receipt';

export type DepositRequest = { amount: Paise; paymentOptionId: number; utr: string; receipt: ReceiptImage };

/**
 * A player's deposit request: stored as `processing` with its receipt; no money moves until an
 * operator approves it. Refused while a time-out or self-exclusion runs and over the player's own
 * limits or the operator's daily limit. The player's main account is locked so that two requests
 * cannot both fit the rest of a limit.
 */
export async function submitDeposit(tx: Tx, userId: number, request: DepositRequest): Promise<{ id: number; status: 'processing' }> {
  const option = await findEnabledPaymentOption(tx, request.paymentOptionId);
  if (!option) throw badRequest(walletMessages.paymentOption, { payment_option_id: walletMessages.paymentOption });
  await lockAccounts(tx, [await playerAccount(tx, userId, 'main')]);
  await assertDepositAllowed(tx, userId, request.amount);
  await assertDepositWithinLimit(tx, userId, request.amount);

  const [used] = await tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.utr, request.utr)).limit(1);
  if (used) throw conflict(walletMessages.utrUsed);
  let deposit;
  try {
    [deposit] = await tx
      .insert(deposits)
      .values({ userId, amount: request.amount, paymentOptionId: option.id, utr: request.utr })
      .returning({ id: deposits.id });
  } catch (error) {
    // Another player's request with the same UTR committed in between.
    if (isUniqueViolation(error)) throw conflict(walletMessages.utrUsed);
    throw error;
  }
  if (!deposit) throw new Error('deposit not inserted');
  await tx.insert(depositReceipts).values({
    depositId: deposit.id,
    contentType: request.receipt.contentType,
    bytes: request.receipt.bytes,
    size: request.receipt.bytes.length,
  });
  return { id: deposit.id, status: 'processing' };
}
