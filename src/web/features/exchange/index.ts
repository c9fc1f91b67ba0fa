// What the shell and other features use from the exchange. The home page's sections come from
// ./home (kept apart so the home page does not load the bet slip's wrappers). Pages of their own
// (sport pages, the event page) are routed straight from app/routes.tsx.

export { exchangeKeys } from './api/keys';
export { BetSlipDialog, BetSlipPanel } from './bet-slip-slot';
export { useBetSlip } from './bet-slip-store';
