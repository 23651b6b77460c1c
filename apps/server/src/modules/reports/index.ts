import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { CurrenciesService } from '../currencies';
import { ledgerReports } from '../ledger';
import type { UsersService } from '../users';
import { reportsRoutes } from './routes';
import { reportsService } from './service';

export type { ReportsService } from './service';

/** Reports for the back office (GGR/NGR, payments, players), read from the ledger through its index. */
export function registerReports(
  { db, clock, config }: Platform,
  registry: ModuleRegistry,
  deps: { currencies: CurrenciesService; users: UsersService },
) {
  const reports = reportsService({
    clock,
    ledgerReports: ledgerReports(db),
    currencies: deps.currencies,
    users: deps.users,
    houseCurrency: config.houseCurrency,
  });
  registry.routes('/api/admin', reportsRoutes, { reports });
  return reports;
}
