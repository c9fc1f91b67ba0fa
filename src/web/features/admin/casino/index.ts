import { lazyPage } from '@web/components/lazy-page';

// The casino area: the games and providers with their switches, and each game's figures. Other
// code uses this area only through this file; each screen is a chunk of its own.

export const casinoPages = {
  Games: lazyPage(() => import('./casino-games-screen'), 'CasinoGamesScreen'),
  Stats: lazyPage(() => import('./casino-stats-screen'), 'CasinoStatsScreen'),
};
