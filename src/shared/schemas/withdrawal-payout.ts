import { z } from 'zod';

// The operator marks a withdrawal paid with the bank transfer's reference (UTR). Apart from the
// wallet schemas so the players' pages do not carry it.

export const payoutReferenceMessage = 'Enter the payout reference (UTR): 6 to 30 letters or digits';
const payoutReference = z
  .string({ error: payoutReferenceMessage })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,30}$/, payoutReferenceMessage);

export const reviewReasonMessage = 'Give the reason this payout to a shared bank account is safe (3 to 500 characters)';
export const reviewConfirmMessage = 'Confirm that you checked who owns the shared bank account';
/**
 * Paying a withdrawal held for review (its bank account is registered by another player too): the
 * operator's reason and an explicit confirmation, both audited.
 */
export const sharedAccountReviewSchema = z.object({
  reason: z.string({ error: reviewReasonMessage }).trim().min(3, reviewReasonMessage).max(500, reviewReasonMessage),
  confirm: z.literal(true, { error: reviewConfirmMessage }),
});
export type SharedAccountReview = z.infer<typeof sharedAccountReviewSchema>;

/** Marking a withdrawal paid: the API takes the UTR when given (older clients send nothing)... */
export const withdrawalPaidSchema = z.object({ utr: payoutReference.optional(), review: sharedAccountReviewSchema.optional() });
/** ...and the back office's form always asks for it. */
export const withdrawalPaidFormSchema = z.object({ utr: payoutReference });
