import { walletMessages, withdrawalAmountSchema, type SubmitWithdrawalInput } from '@shared/schemas/wallet';
import { twoFactorMessages } from '@shared/schemas/two-factor';
import { checkAmount } from './amount';

export type WithdrawDraft = {
  amountText: string;
  accountId: number | undefined;
  password: string;
  hasAgreed: boolean;
  /** The authenticator app's code, asked when two-factor sign-in is on (undefined when off). */
  otp?: string | undefined;
  /** What may leave the wallet: main only, never bonus (available credit). Undefined while loading. */
  withdrawable: number | undefined;
};

export type WithdrawCheck = { ok: true; input: SubmitWithdrawalInput } | { ok: false; message: string };

/** Spec §5 in its order: amount, account, password, terms, then the balance. */
export function checkWithdrawal(draft: WithdrawDraft): WithdrawCheck {
  const amount = checkAmount(draft.amountText, withdrawalAmountSchema, walletMessages.withdrawalAmount);
  if (!amount.ok) return amount;
  if (draft.accountId === undefined) return { ok: false, message: walletMessages.withdrawalAccount };
  if (!draft.password) return { ok: false, message: walletMessages.withdrawalPassword };
  if (draft.otp !== undefined && !draft.otp.trim()) return { ok: false, message: twoFactorMessages.required };
  if (!draft.hasAgreed) return { ok: false, message: walletMessages.terms };
  if (draft.withdrawable !== undefined && amount.amount > draft.withdrawable) return { ok: false, message: walletMessages.insufficientBalance };
  const otp = draft.otp === undefined ? {} : { otp: draft.otp.trim() };
  return { ok: true, input: { amount: amount.amount, account_id: draft.accountId, withdraw_password: draft.password, ...otp } };
}
