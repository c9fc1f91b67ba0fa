// The casino's API for the rest of the server: its routes, its demo content, game sessions (a
// sign-in's end deletes the unplayed ones), and the stand-in aggregator and round clock the tests use.
export { casinoAdminRoutes } from './admin/admin-routes';
export { startFakeAggregator, type FakeAggregator } from './fake-aggregator/fake-aggregator';
export { periodAt } from './house-games/color/color-engine';
export { AGGREGATOR_SESSION_TTL_MS, deleteUnplayedGameSessions, findGameSession, openGameSession } from './launch/game-sessions';
// The card tables' engine, for the settlement benchmark.
export { houseWalletCall } from './house-games/house-session';
export { placeTableBet } from './house-games/tables/table-bets';
export { advanceTable, TABLE_TIMING } from './house-games/tables/table-engine';
export { latestTableRound } from './house-games/tables/table-rounds';
export { casinoRoutes } from './routes';
export { casinoSeedPart } from './seed';
export { signBody, SIGNATURE_HEADER } from './seamless-wallet/signature';
