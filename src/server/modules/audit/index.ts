// The audit log's API for the other modules: who acted, and the record of an operator action
// written in the action's own transaction.
export { actorOf } from './actor';
export { auditAdminRoutes } from './admin-routes';
export { recordAudit, type Actor } from './record-audit';
