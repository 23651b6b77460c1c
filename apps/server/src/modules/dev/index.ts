import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { devRoutes } from './routes';
import { devService } from './service';

/** What the composition root may use of the dev (simulator) module. */
export type { DevService } from './service';

/** Simulator actions; the seed uses the service, and its routes exist only with SIMULATORS on. */
export function registerDev(
  { db, bus, config, outbox }: Platform,
  registry: ModuleRegistry,
  deps: {
    users: UsersService;
    ledger: LedgerService;
    currencies: CurrenciesService;
    wallet: WalletService;
  },
) {
  const dev = devService({
    db,
    bus,
    houseCurrency: config.houseCurrency,
    ...deps,
    onCommitted: outbox.notify,
  });
  if (config.simulators) registry.routes('/api/dev', devRoutes, { dev });
  return dev;
}
