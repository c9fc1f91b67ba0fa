import { z } from 'zod';
import { formatInr } from '../money';
import { rupeeAmountSchema } from './wallet';

// The operator sets one player's daily deposit and withdrawal limits (rupees at the edge).

/** Above any sensible daily limit; a larger number is a typo. */
export const WALLET_LIMIT_MAX = 10_000_000;
export const walletLimitMessages = {
  deposit: `Daily deposit limit must be between ₹0 and ₹${WALLET_LIMIT_MAX.toLocaleString('en-IN')}`,
  withdrawal: `Daily withdrawal limit must be between ₹0 and ₹${WALLET_LIMIT_MAX.toLocaleString('en-IN')}`,
  playerNotFound: 'Player not found',
  saved: 'Daily limits updated',
} as const;

export const walletLimitsInputSchema = z.object({
  daily_deposit_limit: rupeeAmountSchema(0, WALLET_LIMIT_MAX, walletLimitMessages.deposit),
  daily_withdrawal_limit: rupeeAmountSchema(0, WALLET_LIMIT_MAX, walletLimitMessages.withdrawal),
});
export type WalletLimitsInput = z.infer<typeof walletLimitsInputSchema>;

export const playerWalletLimitsSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  daily_deposit_limit: z.number(),
  daily_withdrawal_limit: z.number(),
  /** False while the player has the site defaults. */
  is_custom: z.boolean(),
});
export type PlayerWalletLimits = z.infer<typeof playerWalletLimitsSchema>;

/** The refusal of a deposit or withdrawal over what the operator's daily limit leaves today (paise). */
export function dailyLimitMessage(kind: 'deposit' | 'withdrawal', limit: number, left: number): string {
  return kind === 'deposit'
    ? `Daily deposit limit of ${formatInr(limit)} reached. You can deposit up to ${formatInr(left)} more today.`
    : `Daily withdrawal limit of ${formatInr(limit)} reached. You can withdraw up to ${formatInr(left)} more today.`;
}
