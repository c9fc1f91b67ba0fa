// The player's bank accounts, for the withdrawals (payments) and tests.
export { addBankAccount, deleteBankAccount, findActiveBankAccount } from './bank-accounts';
export { bankRoutes } from './routes';
export { verifyWithdrawPassword } from './withdraw-password';
export { isSharedAccount, listSharedAccountGroups, otherHoldersOf, type SharedAccountGroup } from './shared-accounts';
