import type { FastifyRequest } from 'fastify';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { adminWheelRoutes, wheelRoutes } from './routes';
import { wheelService } from './service';

/** The daily wheel of luck: what other modules may use. */
export type { WheelService } from './service';

export function registerWheel(
  { db, clock, config, audit, outbox }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    bonuses: BonusesService;
    currencies: CurrenciesService;
    users: UsersService;
    wallet: WalletService;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  const wheel = wheelService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    ...deps,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
  });
  registry.routes('/api/v1', wheelRoutes, { wheel, viewerOf: deps.viewerOf });
  registry.routes('/api/admin', adminWheelRoutes, { wheel });
  return wheel;
}
