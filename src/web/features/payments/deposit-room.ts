import { toPaise } from '@shared/money';
import { depositLimitMessage, playBlockedMessage } from '@shared/schemas/responsible-gambling';
import type { WalletLimits } from '@shared/schemas/wallet';
import { dailyLimitMessage } from '@shared/schemas/wallet-limits';

// What a deposit may be now, before the player pays: the server's own refusal, in its words,
// when the amount is over what the operator's daily limit, the player's own limits or a
// time-out or self-exclusion leave (GET /api/wallet/limits).

export function depositRefusal(limits: WalletLimits, amount: number): string | undefined {
  if (limits.play_block) return playBlockedMessage(limits.play_block.kind, new Date(limits.play_block.ends_at));
  if (amount <= limits.deposit_left_now) return undefined;
  const own = limits.own_deposit_limit;
  if (own && own.left < limits.deposit_left_today) return depositLimitMessage(own.period, toPaise(own.limit), toPaise(own.left));
  return dailyLimitMessage('deposit', toPaise(limits.daily_deposit_limit), toPaise(limits.deposit_left_today));
}
