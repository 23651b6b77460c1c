import type { FastifyRequest } from 'fastify';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { launchService } from './launch';
import { launchRoutes, walletRoutes } from './routes';
import { walletService } from './wallet';

/** Third-party games: the launch call and the seamless wallet providers call. */
export type { LaunchService } from './launch';
export type { WalletService } from './wallet';
export { connectDemoProvider, ensureDemoProviderKeys } from './demo-provider';

export function registerProviderApi(
  { db, clock, config, outbox }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    currencies: CurrenciesService;
    users: UsersService;
    games: GamesService;
    bonuses: BonusesService;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  const launch = launchService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    tokenTtlMs: config.providerTokenTtlMs,
    games: deps.games,
    currencies: deps.currencies,
  });
  const wallet = walletService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    ledger: deps.ledger,
    currencies: deps.currencies,
    users: deps.users,
    games: deps.games,
    bonuses: deps.bonuses,
    onCommitted: outbox.notify,
  });
  registry.routes('/api/v2', launchRoutes, { launch, viewerOf: deps.viewerOf });
  registry.routes('/api/provider', walletRoutes, { wallet });
  return { launch, wallet };
}
