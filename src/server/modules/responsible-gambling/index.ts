// Responsible play: a player's own deposit limits, reality check, time-outs and self-exclusions.
// Other modules call assertMayPlay before anything that puts a player's money at stake (a
// promotion's redemption included), assertDepositAllowed before a deposit, and ownDepositLimit
// and findPlayBlock for what the deposit page may offer.
export { responsibleGamblingAdminRoutes } from './admin-routes';
export { assertDepositAllowed, ownDepositLimit } from './deposit-checks';
export { assertMayPlay, blockView, findPlayBlock, holdPlayLock } from './play-blocks';
export { responsibleGamblingRoutes } from './routes';
