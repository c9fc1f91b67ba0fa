// The exchange's public API for the other features (bets routes, the back office, tests).
export { cancelBet } from './cancel-bet';
export { sportKeyOf } from './catalogue';
export { ensureBettingAccounts } from './exchange-cache';
export { exchangeRuntime, type ExchangeRuntime } from './exchange-runtime';
export { ensureHouseFunded, houseMakerFor, houseUserIds, type Participant } from './house';
export { findMarket } from './market-state';
export { placeAfterDelay, waitOutBetDelay } from './bet-delay';
export { BetDelayNeeded, checkMarketTakesBet, placeBet } from './place-bet';
export { averagePrice, betStatusOf, moneyOut, priceOut, type StoredStatus } from './bet-view';
export { createOrderBatcher, type OrderBatcher } from './order-batcher';
export type { BatchJob, BatchOutcome } from './place-bet-batch';
