import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { adminPoliciesRoutes, policiesRoutes } from './routes';
import { policiesService } from './service';

/** Policy pages (terms, privacy, …) with published versions: what other modules may use. */
export type { PoliciesService } from './service';

export function registerPolicies({ db, clock, audit }: Platform, registry: ModuleRegistry) {
  const policies = policiesService({ db, clock, recordAudit: audit.record });
  registry.routes('/api/v1', policiesRoutes, { policies });
  registry.routes('/api/admin', adminPoliciesRoutes, { policies });
  return policies;
}
