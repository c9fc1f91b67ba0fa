// The exchange's public API for the other modules (bets routes, the back office, tests).
export { cancelBet } from './cancel-bet';
export { sportKeyOf } from './catalogue';
export { exchangeRuntime, type ExchangeRuntime } from './exchange-runtime';
export { ensureHouseFunded, houseMakerFor, houseUserIds, type Participant } from './house';
export { findMarket } from './market-state';
export { waitOutBetDelay } from './bet-delay';
export { checkMarketTakesBet } from './match-order';
export { placeBet, placeOrders, type Order, type OrderResult } from './place-orders';
export { averagePrice, betStatusOf, moneyOut, priceOut, type StoredStatus } from './bet-view';
export { createOrderBatcher, type BatchJob, type OrderBatcher } from './order-batcher';
export { createEvent, createMarket } from './admin-catalogue';
export { exchangeAdminRoutes } from './admin-routes';
export { ensureBettingAccounts, exchangeCacheFor } from './exchange-cache';
export { exchangeRoutes } from './routes';
export { exchangeSeed } from './seed';
// The pure matching core, for its benchmark.
export { cancelOrder, createBook, placeOrder, type OrderBook } from './matching/order-book';
export type { Order as BookOrder, Side } from './matching/types';
