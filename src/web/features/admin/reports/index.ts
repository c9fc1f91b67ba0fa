import { lazyPage } from '@web/components/lazy-page';

// The reports area: the dashboard, the daily report, the ledger check and the audit log. Other
// code uses this area only through this file; each screen is a chunk of its own.

export const reportsPages = {
  Dashboard: lazyPage(() => import('./dashboard-screen'), 'DashboardScreen'),
  Reports: lazyPage(() => import('./reports-screen'), 'ReportsScreen'),
  LedgerCheck: lazyPage(() => import('./ledger-check-screen'), 'LedgerCheckScreen'),
  AuditLog: lazyPage(() => import('./audit-log-screen'), 'AuditLogScreen'),
};

// One player's ledger, on the player page (players area).
export { LEDGER_PAGE_SIZE, usePlayerLedger } from './ledger-api';
