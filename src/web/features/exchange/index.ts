// What the shell uses from the exchange. The home page's sections come from
// ./home (kept apart so the home page does not load the bet slip's wrappers). Pages of their own
// (sport pages, the event page) are routed straight from app/routes.tsx.

export { BetSlipDialog } from './bet-slip-slot';
export { BetSlipPanel } from './bet-slip-panel';
export { useBetSlip } from './bet-slip-store';
