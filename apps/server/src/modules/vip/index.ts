import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { defineVipJobs } from './jobs';
import { adminVipRoutes, vipRoutes } from './routes';
import { vipService } from './service';

/** The VIP programme: what other modules may use. */
export type { VipService } from './service';
export { VIP_JOBS } from './jobs';

export function registerVip(
  { db, clock, config, audit }: Platform,
  registry: ModuleRegistry,
  deps: { users: UsersService; ledger: LedgerService; currencies: CurrenciesService },
) {
  const vip = vipService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    ...deps,
    recordAudit: audit.record,
  });
  registry.routes('/api/v1', vipRoutes, { vip });
  registry.routes('/api/admin', adminVipRoutes, { vip });
  registry.jobs((jobs) => defineVipJobs(jobs, { promote: () => vip.promoteByTurnover() }));
  return vip;
}
