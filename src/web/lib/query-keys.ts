// The roots of the query keys one feature refreshes after another's action: a placed bet
// refreshes the balance and the bets, a cancelled one the exchange's books, a deposit the wallet.
// Each feature builds its own keys under its root; another feature refreshes them by the root.
export const queryRoots = {
  balance: ['user', 'balance'],
  bets: ['bets'],
  exchange: ['exchange'],
  wallet: ['wallet'],
} as const;
