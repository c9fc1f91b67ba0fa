// Bets' API for the rest of the server: its routes (placing, cancelling and listing bets).
export { betsRoutes } from './routes';
