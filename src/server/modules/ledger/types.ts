import type { Paise } from '@shared/money';

// The ledger's vocabulary. The SQL CHECKs in migrations/0002_wallet_and_payments.sql (accounts: 0008_players_back_office.sql) list the same kinds.

export const playerAccountKinds = ['main', 'bonus', 'exposure', 'withdrawal_hold'] as const;
export const houseAccountKinds = ['house_cash', 'house_pnl', 'house_commission', 'house_bonus', 'house_adjustments'] as const;
export type PlayerAccountKind = (typeof playerAccountKinds)[number];
export type HouseAccountKind = (typeof houseAccountKinds)[number];
export type AccountKind = PlayerAccountKind | HouseAccountKind;

export const transferKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_released',
  'bet_hold',
  'bet_release',
  'bet_win',
  'bet_loss',
  'commission',
  'casino_debit',
  'casino_credit',
  'casino_rollback',
  'bonus',
  'adjustment',
  // Bonus → main when its wagering is met; bonus → house_bonus when it expires first.
  'bonus_conversion',
  'bonus_expiry',
  // Main → house_bonus: a converted referral reward found to be a self-referral (decision 054).
  'bonus_clawback',
] as const;
export type TransferKind = (typeof transferKinds)[number];

/**
 * Play money and real money are two worlds no transfer joins: a demo player's money is play money,
 * and the house keeps one set of accounts in each world (the database refuses a transfer between them).
 */
export type World = 'real' | 'play';

export const worldOf = (user: { isDemo: boolean }): World => (user.isDemo ? 'play' : 'real');

/** The id of a row of `accounts`. */
export type AccountId = number;

export function isHouseKind(kind: string): kind is HouseAccountKind {
  return (houseAccountKinds as readonly string[]).includes(kind);
}

/** What moves: `amount` from `from` (debited) to `to` (credited). */
export type TransferInput = {
  from: AccountId;
  to: AccountId;
  amount: Paise;
  kind: TransferKind;
  /** What caused it, e.g. `deposit:42` or `bet:7`. */
  reference: string;
  /** When given, a second transfer with this key moves nothing and answers the first. */
  idempotencyKey?: string;
};

/** One committed (or, inside the caller's transaction, about to be committed) entry. */
export type Transfer = {
  id: number;
  from: AccountId;
  to: AccountId;
  amount: Paise;
  kind: TransferKind;
  reference: string;
  idempotencyKey: string | null;
  fromBalanceBefore: Paise;
  fromBalanceAfter: Paise;
  toBalanceBefore: Paise;
  toBalanceAfter: Paise;
  /** True when an earlier transfer with the same idempotency key was answered and nothing moved. */
  replayed: boolean;
};
