import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { adminBonusesRoutes } from './routes';
import { bonusesService } from './service';

/** Bonuses: what other modules may use (grant in the back office, forfeit on withdrawal). */
export type { ActiveBonus, BonusesService } from './service';

export function registerBonuses(
  { db, clock, config, audit, outbox }: Platform,
  registry: ModuleRegistry,
  deps: { ledger: LedgerService; currencies: CurrenciesService; users: UsersService },
) {
  const bonuses = bonusesService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    ...deps,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
  });
  registry.routes('/api/admin', adminBonusesRoutes, { bonuses });
  return bonuses;
}
