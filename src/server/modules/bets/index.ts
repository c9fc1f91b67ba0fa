// Bets' API for the rest of the server: its routes (placing, cancelling and listing bets), and the
// history's figures the wallet summary shows.
export { betsRoutes } from './routes';
export { listBetHistory } from './list-bets';
