// The operator's risk desk: exposure board, bet ticker and its settings (routes only).
export { riskAdminRoutes } from './admin-routes';
