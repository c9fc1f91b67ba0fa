import { z } from 'zod';

// The operator marks a withdrawal paid with the bank transfer's reference (UTR). Apart from the
// wallet schemas so the players' pages do not carry it.

export const payoutReferenceMessage = 'Enter the payout reference (UTR): 6 to 30 letters or digits';
const payoutReference = z
  .string({ error: payoutReferenceMessage })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,30}$/, payoutReferenceMessage);
/** Marking a withdrawal paid: the API takes the UTR when given (older clients send nothing)... */
export const withdrawalPaidSchema = z.object({ utr: payoutReference.optional() });
/** ...and the back office's form always asks for it. */
export const withdrawalPaidFormSchema = z.object({ utr: payoutReference });
