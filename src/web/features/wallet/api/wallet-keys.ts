// Every wallet query lives under one key, so a deposit, withdrawal or account change can refresh
// them all with a single invalidation.
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (userId: number | undefined) => ['wallet', 'balance', userId] as const,
  transactions: (userId: number | undefined, page: number, pageSize: number) => ['wallet', 'transactions', userId, page, pageSize] as const,
  limits: (userId: number | undefined) => ['wallet', 'limits', userId] as const,
  statistics: (userId: number | undefined) => ['wallet', 'statistics', userId] as const,
};

/** Spec §4, §9: the wallet page refreshes every 30 s. */
export const WALLET_REFRESH_MS = 30_000;
