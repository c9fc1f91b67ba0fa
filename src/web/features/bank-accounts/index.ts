// What other features may use from bank accounts (withdraw page, wallet Settings tab).
export { useWithdrawalAccounts, useDeleteAccount, accountKeys, WITHDRAW_ACCOUNTS_KEY, deleteAccountErrorMessage, LOAD_ACCOUNTS_ERROR } from './api/accounts';
export { AccountDetails } from './account-details';
export { AccountBadge } from './account-badge';
export { AccountsOverview } from './accounts-overview';
export { AccountPicker, effectiveAccountId } from './account-picker';
