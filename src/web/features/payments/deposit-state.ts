import { depositAmountSchema } from '@shared/schemas/wallet';

// The amount travels from /deposit to /wallet-deposit in navigation state (spec §2).
export const DEPOSIT_AMOUNT_PATH = '/deposit';
export const DEPOSIT_DETAILS_PATH = '/wallet-deposit';

/** The amount carried in navigation state, when it is a valid deposit amount. */
export function depositAmountFrom(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('amount' in state)) return undefined;
  const parsed = depositAmountSchema.safeParse(state.amount);
  return parsed.success ? parsed.data : undefined;
}
