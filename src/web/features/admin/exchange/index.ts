import { lazyPage } from '@web/components/lazy-page';

// The exchange area: events and markets (prices, suspension, settlement), the feed's terms and
// results, the risk board and the bet ticker. Other code uses this area only through this file;
// each screen is a chunk of its own.

export const exchangePages = {
  Markets: lazyPage(() => import('./markets-screen'), 'MarketsScreen'),
  Feed: lazyPage(() => import('./feed-screen'), 'FeedScreen'),
  Risk: lazyPage(() => import('./risk-screen'), 'RiskScreen'),
  BetTicker: lazyPage(() => import('./bet-ticker-screen'), 'BetTickerScreen'),
};
