/** What other modules (and the composition root) may use of the admin module. */
export { adminService, STAFF_SESSION_IDLE_MS, STAFF_SESSION_ABSOLUTE_MS } from './service';
export type { AdminService, AuditEntry } from './service';
export { adminRoutes } from './routes';
export { adminMoneyService } from './money-service';
export type { AdminMoneyService } from './money-service';
export { adminMoneyRoutes } from './money-routes';
export { runAudited, type AuditedWork } from './audited';
