// The ledger's public API (docs/architecture.md, "Money"). Other features import from here, not from the files.
export { houseAccount, lockAccounts, playerAccount } from './accounts';
export { BALANCES_SQL, balanceFigures, getBalance, getPlayerBalances, type PlayerBalances } from './balances';
export { ledgerAdminRoutes } from './admin-routes';
export { checkLedger, type LedgerCheck } from './check-ledger';
export { DEMO_BONUS, DEMO_MAIN, grantDemoFunds } from './demo-funds';
export {
  insufficientBalance,
  ledgerPayload,
  toBalances,
  transfer,
  transferMany,
  transferManyThenBalances,
  type AccountRow,
  type ThenStatement,
} from './transfer';
export * from './types';
