// What the shell and other features may use from the account panel.
export { BalanceButton } from './balance-button';
export { AccountSidebar } from './account-sidebar';
export { useBalance, balanceKeys, type Balance } from './api/balance';
export { useOneClickBet, useOneClickStake, getOneClickStake } from './one-click-bet';
