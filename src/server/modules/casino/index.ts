// The casino's API for the rest of the server: its routes, its demo content, game sessions (a
// sign-in's end deletes the unplayed ones), and the stand-in aggregator and round clock the tests use.
export { casinoAdminRoutes } from './admin/admin-routes';
export { startFakeAggregator, type FakeAggregator } from './fake-aggregator/fake-aggregator';
export { periodAt } from './house-games/color/color-engine';
export { AGGREGATOR_SESSION_TTL_MS, deleteUnplayedGameSessions, openGameSession } from './launch/game-sessions';
export { casinoRoutes } from './routes';
export { casinoSeedPart } from './seed';
export { signBody, SIGNATURE_HEADER } from './seamless-wallet/signature';
