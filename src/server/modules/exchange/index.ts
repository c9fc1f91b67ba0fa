// The exchange's public API for the other modules (bets routes, the back office, tests).
export { cancelBet } from './cancel-bet';
export { cancelAllUnmatchedBets } from './cancel-all-bets';
export { sportKeyOf } from './catalogue';
export { exchangeRuntime, type ExchangeRuntime } from './exchange-runtime';
export { ensureHouseFunded, houseMakerFor, houseUserIds, type Participant } from './house';
export { findMarket } from './market-state';
// A matched book's profit per outcome, for the back office's exposure board.
export { fancyBands, runnerProfits } from './position-math';
export { waitOutBetDelay, type BetDelayWait } from './bet-delay';
export { checkMarketTakesBet } from './match-order';
export { placeBet, placeOrders, type Order, type OrderGate, type OrderResult } from './place-orders';
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
export { cashOut, quoteCashOut, type CashOutResult } from './cash-out';
export { editBet, type EditedBet } from './edit-bet';
export { BetDelayNeeded } from './match-order';
// The feed's levers (modules/feed): status, in play, prices with the house's margin, stake
// caps, settlement and resettlement through the operator's own paths.
export { lapseRemovedRunners, setFeedQuotes, setMarketStatus, type FeedQuote } from './market-controls';
export { updateEvent, updateMarket } from './admin-catalogue';
export { resettleMarket, settleMarket } from './settle-market';
