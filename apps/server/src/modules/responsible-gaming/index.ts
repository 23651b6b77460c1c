import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { rgGuard } from './guard';
import { adminRgRoutes, rgRoutes } from './routes';
import { rgService } from './service';

/**
 * Responsible-gambling tools (issue 20): a module of its own rather than part of `protection`
 * (region rules, registered before the ledger): it reads the ledger's play totals and every money
 * module calls its guard, so it sits right after the ledger in the composition root.
 */
export type { RgGuard } from './guard';
export type { RgService } from './service';

export function registerResponsibleGaming(
  { db, clock, config, audit }: Platform,
  registry: ModuleRegistry,
  deps: { ledger: LedgerService; currencies: CurrenciesService; users: UsersService },
) {
  const base = { db, clock, houseCurrency: config.houseCurrency, ...deps };
  const guard = rgGuard(base);
  const rg = rgService({ ...base, recordAudit: audit.record });
  registry.routes('/api/v1', rgRoutes, { rg });
  registry.routes('/api/admin', adminRgRoutes, { rg });
  return { guard, rg };
}
