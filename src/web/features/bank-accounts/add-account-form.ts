import { twoFactorMessages } from '@shared/schemas/two-factor';
import { addAccountSchema, walletMessages, type AddAccountInput } from '@shared/schemas/wallet';

export type AccountDraft = {
  bank_name: string;
  account_holder_name: string;
  account_number: string;
  ifsc_code: string;
  /** The account's sign-in password: a new payout account asks for it. */
  password: string;
  /** The authenticator app's code: sent only when two-factor sign-in is on. */
  otp: string;
  hasAgreed: boolean;
};

export type AccountField = keyof AccountDraft;
export type AccountErrors = Partial<Record<AccountField, string>>;

export type AccountCheck = { ok: true; input: AddAccountInput } | { ok: false; errors: AccountErrors };

/** The shared schema's rules and messages (spec §5), each field's first problem, plus the terms (and the code, when asked). */
export function checkAccount(draft: AccountDraft, needsCode = false): AccountCheck {
  const { hasAgreed, otp, ...fields } = draft;
  const parsed = addAccountSchema.safeParse(needsCode ? { ...fields, otp } : fields);
  const errors: AccountErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in draft && !errors[field as AccountField]) errors[field as AccountField] = issue.message;
    }
  }
  if (needsCode && !otp.trim()) errors.otp = twoFactorMessages.required;
  if (!hasAgreed) errors.hasAgreed = walletMessages.terms;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
