import { lazy } from 'react';

// What the shell, the home page and other features use from the exchange. Pages of their own
// (sport pages, the event page) are routed straight from app/routes.tsx.

export { exchangeKeys } from './api/keys';
export { BetSlipDialog, BetSlipPanel } from './bet-slip-slot';
export { useBetSlip } from './bet-slip-store';

/** Home's exchange sections (In Play, Upcoming Events): their own chunk, after the home page. */
export const HomeExchange = lazy(async () => ({ default: (await import('./home/home-exchange')).HomeExchange }));
