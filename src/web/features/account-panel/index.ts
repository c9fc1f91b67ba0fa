import { lazy } from 'react';

// What the shell and other features may use from the account panel.
export { BalanceButton } from './balance-button';

/** The right account sidebar of large screens, in its own chunk (phones never load it). */
export const AccountSidebar = lazy(async () => ({ default: (await import('./account-sidebar')).AccountSidebar }));
export { useBalance, balanceKeys, type Balance } from './api/balance';
export { useOneClickBet, useOneClickStake, getOneClickStake } from './one-click-bet';
