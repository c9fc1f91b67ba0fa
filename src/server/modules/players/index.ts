// The operator's players screen and player page, and what the operator does to a player
// (suspend, adjust a balance, notes, sign-outs).
export { playerAdminRoutes } from './admin-routes';
