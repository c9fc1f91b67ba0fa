import { submitDepositSchema, utrSchema, walletMessages, type SubmitDepositInput } from '@shared/schemas/wallet';
import type { Receipt } from './receipt-file';

export type DepositDraft = { amount: number; optionId: number | undefined; utr: string; hasAgreed: boolean; receipt: Receipt | undefined };

export type DepositCheck = { ok: true; input: SubmitDepositInput } | { ok: false; message: string };

/**
 * Spec §5 in its order: UTR, agreement and receipt are required ('Please fill all required
 * fields and upload receipt'), then a payment option ('Please select a payment option'); then
 * the shared schema has the last word (UTR format, amount).
 */
export function checkDeposit(draft: DepositDraft): DepositCheck {
  if (!draft.utr.trim() || !draft.hasAgreed || !draft.receipt) return { ok: false, message: walletMessages.depositRequired };
  if (draft.optionId === undefined) return { ok: false, message: walletMessages.paymentOption };
  const utr = utrSchema.safeParse(draft.utr);
  if (!utr.success) return { ok: false, message: utr.error.issues[0]?.message ?? walletMessages.utrFormat };
  const input: SubmitDepositInput = { amount: draft.amount, payment_option_id: draft.optionId, utr_number: utr.data, receipt_file: draft.receipt.dataUrl };
  const parsed = submitDepositSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? walletMessages.depositRequired };
  return { ok: true, input };
}
