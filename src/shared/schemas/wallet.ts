import { z } from 'zod';
import { isRupeeAmount } from '../money';
import { imageUrlSchema } from './content';
import { otpSchema } from './two-factor';
import { depositLimitPeriods, playBlockSchema } from './responsible-gambling';

// Wallet, payments and bank-account inputs (spec §5 and §8, messages word for word).
// The server validates requests with these; the browser forms validate with the same objects.

export const DEPOSIT_MIN = 100;
export const DEPOSIT_MAX = 500_000;
export const WITHDRAWAL_MIN = 100;
export const WITHDRAWAL_MAX = 100_000;
/** Defaults shown on the wallet Settings tab and enforced per player per Asia/Kolkata day (rupees). */
export const DEFAULT_DAILY_DEPOSIT_LIMIT = 50_000;
export const DEFAULT_DAILY_WITHDRAWAL_LIMIT = 25_000;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const STATEMENT_PAGE_SIZE = 25;

export const walletMessages = {
  depositAmount: 'Amount must be between ₹100 and ₹500,000',
  withdrawalAmount: 'Amount must be between ₹100 and ₹100,000',
  amountDecimals: 'Amount can have at most 2 decimal places',
  depositRequired: 'Please fill all required fields and upload receipt',
  paymentOption: 'Please select a payment option',
  receiptType: 'Please upload an image file (jpg, png, webp)',
  receiptSize: 'Receipt image must be at most 5 MB',
  utrFormat: 'Please enter a valid UTR number (6 to 30 letters or digits)',
  utrUsed: 'This UTR number has already been used',
  withdrawalAccount: 'Please select a withdrawal account',
  withdrawalPassword: 'Please enter withdrawal password',
  wrongWithdrawalPassword: 'Incorrect withdrawal password',
  insufficientBalance: 'Insufficient balance',
  terms: 'Please agree to the terms and conditions',
  bank: 'Please select a bank',
  holder: 'Please enter account holder name',
  accountNumber: 'Please enter account number',
  accountNumberFormat: 'Account number must be 9-18 digits',
  ifsc: 'Please enter IFSC code',
  ifscFormat: 'Invalid IFSC code format',
  ifscUnknown: 'Invalid IFSC code',
  ifscFailed: 'Failed to verify IFSC code',
  withdrawPassword: 'Please enter withdraw password',
  withdrawPasswordLength: 'Password must be at least 6 characters',
  accountAdded: 'Account added successfully!',
  accountDeleted: 'Account deleted successfully',
  accountExists: 'This account has already been added',
  depositSubmitted: 'Deposit request submitted successfully',
  withdrawalSubmitted: 'Withdrawal request submitted successfully',
  withdrawPasswordNotSet: 'Set your withdrawal password first',
  withdrawPasswordAlreadySet: 'Your withdrawal password is already set. Change it with your account password.',
  withdrawPasswordSaved: 'Withdrawal password set',
  withdrawPasswordChanged: 'Withdrawal password changed',
  rejectReason: 'Please enter a reason',
} as const;

/** Rupees with at most two decimals between min and max; every other value answers `message`. */
export function rupeeAmountSchema(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => isRupeeAmount(value), walletMessages.amountDecimals);
}

/** A positive id sent as a number or as a string of digits (select boxes hold strings). */
export function idSchema(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
  );
}

function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, message);
}

export const depositAmountSchema = rupeeAmountSchema(DEPOSIT_MIN, DEPOSIT_MAX, walletMessages.depositAmount);
export const withdrawalAmountSchema = rupeeAmountSchema(WITHDRAWAL_MIN, WITHDRAWAL_MAX, walletMessages.withdrawalAmount);

/** The bank's transaction reference the player types in; stored upper-case, unique site-wide. */
export const utrSchema = z
  .string({ error: walletMessages.depositRequired })
  .trim()
  .min(1, walletMessages.depositRequired)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, walletMessages.utrFormat));

export const submitDepositSchema = z.object({
  amount: depositAmountSchema,
  payment_option_id: idSchema(walletMessages.paymentOption),
  utr_number: utrSchema,
  /** The receipt image as base64, optionally as a data URL; its bytes must be a jpg, png or webp. */
  receipt_file: z.string({ error: walletMessages.depositRequired }).min(1, walletMessages.depositRequired),
});
export type SubmitDepositInput = z.input<typeof submitDepositSchema>;

export const submitWithdrawalSchema = z.object({
  amount: withdrawalAmountSchema,
  account_id: idSchema(walletMessages.withdrawalAccount),
  withdraw_password: z
    .string({ error: walletMessages.withdrawalPassword })
    .min(1, walletMessages.withdrawalPassword)
    .max(128, walletMessages.wrongWithdrawalPassword),
  /** Asked only when the player has two-factor sign-in on. */
  otp: otpSchema.optional(),
});
export type SubmitWithdrawalInput = z.input<typeof submitWithdrawalSchema>;

export const ifscCodeSchema = z
  .string({ error: walletMessages.ifsc })
  .trim()
  .min(1, walletMessages.ifsc)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(IFSC_PATTERN, walletMessages.ifscFormat));

// The spec's client also sends camelCase names (bankName, accountNumber, ifscCode).
const camelAliases: Record<string, string> = {
  bankName: 'bank_name',
  accountHolderName: 'account_holder_name',
  accountNumber: 'account_number',
  ifscCode: 'ifsc_code',
};

export const addAccountSchema = z.preprocess(
  (body) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const [camel, snake] of Object.entries(camelAliases)) if (copy[snake] === undefined && copy[camel] !== undefined) copy[snake] = copy[camel];
    return copy;
  },
  z.object({
    bank_name: requiredText(walletMessages.bank, 100),
    account_holder_name: requiredText(walletMessages.holder, 100),
    account_number: z
      .string({ error: walletMessages.accountNumber })
      .trim()
      .min(1, walletMessages.accountNumber)
      .regex(/^\d{9,18}$/, walletMessages.accountNumberFormat),
    ifsc_code: ifscCodeSchema,
    /** The account's sign-in password: a token alone never adds where money can go. */
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Password is incorrect'),
    /** Asked only when the player has two-factor sign-in on. */
    otp: otpSchema.optional(),
    /**
     * The API's documented field, kept for its clients: the player's first account sets the
     * withdrawal password with it (the request already carries the account password); once one is
     * set it must be that one, and it never changes it.
     */
    withdraw_password: z
      .string({ error: walletMessages.withdrawPassword })
      .min(6, walletMessages.withdrawPasswordLength)
      .max(128, 'Password must be at most 128 characters')
      .optional(),
  }),
);
export type AddAccountInput = z.input<typeof addAccountSchema>;

/**
 * Setting the withdrawal password (once) or changing it: always with the account's sign-in
 * password (and a code when two-factor sign-in is on), never in the same request as an account.
 */
export const withdrawPasswordSchema = z.object({
  withdraw_password: z
    .string({ error: walletMessages.withdrawPassword })
    .min(1, walletMessages.withdrawPassword)
    .min(6, walletMessages.withdrawPasswordLength)
    .max(128, 'Password must be at most 128 characters'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Password is incorrect'),
  otp: otpSchema.optional(),
});
export type WithdrawPasswordInput = z.input<typeof withdrawPasswordSchema>;
export const withdrawPasswordStatusSchema = z.object({ is_set: z.boolean(), changed_at: z.string().nullable() });
export type WithdrawPasswordStatus = z.infer<typeof withdrawPasswordStatusSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Dates must be ISO dates (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Dates must be ISO dates (YYYY-MM-DD)');
const pageNumber = z.coerce.number({ error: 'Invalid page' }).int('Invalid page').min(1, 'Invalid page').max(100_000, 'Invalid page').default(1);

export const statementQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional(), page: pageNumber });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const transactionsQuerySchema = z.object({
  page: pageNumber,
  page_size: z.coerce.number({ error: 'Invalid page size' }).int('Invalid page size').min(1, 'Invalid page size').max(100, 'Invalid page size').default(20),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const rejectSchema = z.object({ reason: requiredText(walletMessages.rejectReason, 500) });

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** None, or an image the banners could show too: a path on this site (not `//host`) or an https address. */
const iconUrlSchema = z
  .string()
  .trim()
  .max(500, 'Icon URL is too long')
  .refine((url) => url === '' || imageUrlSchema.safeParse(url).success, 'Icon URL must be a path on this site or an https address');
/**
 * A payment option's badge: one of a fixed list the player site words in each language, or none
 * (''). The list is the site's, not free text, so every badge reads in the player's language
 * (docs/decisions/062-operator-texts-in-four-languages.md); a new one is added here, in the
 * site's words (features/payments/payment-badge.ts) and in the table's CHECK.
 */
export const paymentBadges = ['Instant', 'Fast', 'Recommended', 'Popular', 'New', 'No Fee', '24x7', 'IMPS / NEFT'] as const;
export type PaymentBadge = (typeof paymentBadges)[number];
export const paymentBadgeSchema = z.enum(['', ...paymentBadges], { error: `Badge must be one of ${paymentBadges.join(', ')}, or none` });

export const paymentOptionInputSchema = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'Key must be lower-case letters, digits, - or _'),
    type: z.enum(['upi', 'bank'], { error: 'Type must be upi or bank' }),
    label: requiredText('Please enter a label', 100),
    badge: paymentBadgeSchema.default(''),
    icon_url: iconUrlSchema.default(''),
    upi_id: optionalText(100),
    account_holder: optionalText(100),
    bank_name: optionalText(100),
    account_number: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, 'Account number must be 9-18 digits')
      .nullable()
      .optional(),
    ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, 'Invalid IFSC code format').nullable().optional(),
    is_enabled: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((option) => option.type !== 'upi' || Boolean(option.upi_id), { message: 'A UPI option needs a UPI id', path: ['upi_id'] })
  .refine((option) => option.type !== 'bank' || Boolean(option.account_holder && option.bank_name && option.account_number && option.ifsc), {
    message: 'A bank option needs the holder, bank name, account number and IFSC',
    path: ['account_number'],
  });
export type PaymentOptionInput = z.input<typeof paymentOptionInputSchema>;

/** An operator's partial change; the merged option is checked again with paymentOptionInputSchema. */
export const paymentOptionPatchSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'Key must be lower-case letters, digits, - or _')
    .optional(),
  type: z.enum(['upi', 'bank'], { error: 'Type must be upi or bank' }).optional(),
  label: requiredText('Please enter a label', 100).optional(),
  badge: paymentBadgeSchema.optional(),
  icon_url: iconUrlSchema.optional(),
  upi_id: optionalText(100),
  account_holder: optionalText(100),
  bank_name: optionalText(100),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, 'Account number must be 9-18 digits')
    .nullable()
    .optional(),
  ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, 'Invalid IFSC code format').nullable().optional(),
  is_enabled: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(10_000).optional(),
});

// ---- Answers (rupees) ----

export const balanceSchema = z.object({
  main_balance: z.number(),
  bonus_balance: z.number(),
  net_exposure: z.number(),
  total_balance: z.number(),
  available_credit: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

/**
 * What a money movement was for, in parts a player understands (the site writes them in the
 * player's language): the event and market of a bet, the casino game and its round, the Matka
 * draw, the deposit's UTR, the withdrawal, the bonus. Fields that do not apply are null.
 */
export const entrySubjectKinds = ['exchange', 'casino', 'matka', 'deposit', 'withdrawal', 'bonus', 'play_money', 'adjustment', 'other'] as const;
export const matkaSteps = ['placed', 'settled', 'corrected', 'void'] as const;
export const entrySubjectSchema = z.object({
  kind: z.enum(entrySubjectKinds),
  event: z.string().nullable(),
  market: z.string().nullable(),
  game: z.string().nullable(),
  round: z.string().nullable(),
  /** The Matka market's name, its draw's day (YYYY-MM-DD), the bet and what happened to it. */
  draw: z.string().nullable(),
  draw_date: z.string().nullable(),
  matka_bet_id: z.number().int().nullable(),
  matka_step: z.enum(matkaSteps).nullable(),
  utr: z.string().nullable(),
  withdrawal_id: z.number().int().nullable(),
  /** Why the operator refused a withdrawal or a deposit. */
  reason: z.string().nullable(),
  /** The promotion's title, for a bonus from one. */
  bonus: z.string().nullable(),
});
export type EntrySubject = z.infer<typeof entrySubjectSchema>;

/** An entry subject with every part empty: the parts a kind of entry has are spread over it. */
export const emptyEntrySubject: Omit<EntrySubject, 'kind'> = {
  event: null,
  market: null,
  game: null,
  round: null,
  draw: null,
  draw_date: null,
  matka_bet_id: null,
  matka_step: null,
  utr: null,
  withdrawal_id: null,
  reason: null,
  bonus: null,
};

export const transactionTypes = ['deposit', 'withdrawal', 'bet_win', 'bet_loss', 'other'] as const;
export const transactionStatuses = ['completed', 'processing', 'failed'] as const;
export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(transactionTypes),
  method: z.string(),
  created_at: z.string(),
  amount: z.number(),
  status: z.enum(transactionStatuses),
  /** A processing withdrawal held for the operator's review (its bank account is registered by another player too). */
  in_review: z.boolean(),
  /** What it was for, in English words ("UTR 1234…", "India v Australia, Match Odds", "Dice"). */
  reference: z.string(),
  subject: entrySubjectSchema,
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const statementRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  description: z.string(),
  credit: z.number(),
  debit: z.number(),
  balance: z.number(),
  remark: z.string(),
  /** The ledger's kind of entry (bet_hold, casino_credit, …): the site words the description by it. */
  kind: z.string(),
  subject: entrySubjectSchema,
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const limitsSchema = z.object({
  daily_deposit_limit: z.number(),
  daily_withdrawal_limit: z.number(),
  deposit_used_today: z.number(),
  deposit_left_today: z.number(),
  withdrawal_used_today: z.number(),
  withdrawal_left_today: z.number(),
  /** The Asia/Kolkata day the figures are for (YYYY-MM-DD). */
  day: z.string(),
  /** What a deposit may be now: the least of the daily limit's rest and the player's own limits (0 while a time-out or self-exclusion runs). */
  deposit_left_now: z.number(),
  /** The player's own deposit limit that leaves least (rupees), null when they set none. */
  own_deposit_limit: z.object({ period: z.enum(depositLimitPeriods), limit: z.number(), left: z.number() }).nullable(),
  /** A time-out or self-exclusion running now: no deposit until it ends. */
  play_block: playBlockSchema.nullable(),
});
export type WalletLimits = z.infer<typeof limitsSchema>;

export const withdrawalAccountSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_holder_name: z.string(),
  account_number: z.string(),
  ifsc_code: z.string(),
  is_active: z.boolean(),
});
export type WithdrawalAccount = z.infer<typeof withdrawalAccountSchema>;

export const paymentOptionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.enum(['upi', 'bank']),
  label: z.string(),
  badge: paymentBadgeSchema,
  iconUrl: z.string(),
  upiId: z.string().nullable(),
  accountHolder: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  ifsc: z.string().nullable(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const bankBranchSchema = z.object({ ifsc: z.string(), bank: z.string(), branch: z.string(), city: z.string(), state: z.string() });
export type BankBranch = z.infer<typeof bankBranchSchema>;
