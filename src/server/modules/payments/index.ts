// Deposits and withdrawals: routes, demo content, the daily limits (the wallet shows them) and the
// receipt image check (media uses it for uploads too).
export { paymentAdminRoutes } from './admin-routes';
export { getDailyLimits, remainingToday } from './daily-limits';
export { structuredImageType } from './image-structure';
export { paymentRoutes } from './routes';
export { walletSeed } from './seed';
