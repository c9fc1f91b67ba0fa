// The exchange's public API for the other modules (bets routes, the back office, tests).
export { cancelBet } from './cancel-bet';
export { sportKeyOf } from './catalogue';
export { ensureBettingAccounts } from './exchange-cache';
export { exchangeRuntime, type ExchangeRuntime } from './exchange-runtime';
export { ensureHouseFunded, houseMakerFor, houseUserIds, type Participant } from './house';
export { findMarket } from './market-state';
export { waitOutBetDelay } from './bet-delay';
export { checkMarketTakesBet } from './match-order';
export { placeBet, placeOrders, type Order, type OrderResult } from './place-orders';
export { averagePrice, betStatusOf, moneyOut, priceOut, type StoredStatus } from './bet-view';
export { createOrderBatcher, type BatchJob, type OrderBatcher } from './order-batcher';
