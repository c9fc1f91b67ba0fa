// The operator's money reports: the daily report over the ledger, for the back office and the dashboard.
export { reportAdminRoutes } from './admin-routes';
export { dailyReport } from './daily-report';
