import { lazy } from 'react';

// What the rest of the shell uses from its account area: the header's balance button and the
// right sidebar.
export { BalanceButton } from './balance-button';

/** The right account sidebar of large screens, in its own chunk (phones never load it). */
export const AccountSidebar = lazy(async () => ({ default: (await import('./account-sidebar')).AccountSidebar }));
