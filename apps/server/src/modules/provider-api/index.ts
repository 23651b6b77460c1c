import type { FastifyRequest } from 'fastify';
import { ensureOperatorKeys, freeRoundsGranter, type OperatorKeys } from './free-rounds';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import { ledgerReports, type LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { UsersService } from '../users';
import { providerAdminRoutes } from './admin-routes';
import { providerAdminService } from './admin-service';
import { providerOutboxTranslators } from './last-bets';
import { roundHistory } from './history';
import { launchService } from './launch';
import { providerProbe } from './provider-probe';
import { reconciliationService } from './reconciliation';
import { launchRoutes, walletRoutes } from './routes';
import { walletService } from './wallet';

/** Third-party games: the launch call and the seamless wallet providers call. */
export type { LaunchService } from './launch';
export type { WalletService } from './wallet';
export { connectDemoProvider, ensureDemoProviderKeys } from './demo-provider';
export { ensureOperatorKeys } from './free-rounds';

export function registerProviderApi(
  { db, clock, config, outbox, audit }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    currencies: CurrenciesService;
    users: UsersService;
    games: GamesService;
    bonuses: BonusesService;
    rg: RgGuard;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  let operatorKeys: Promise<OperatorKeys> | undefined;
  const keys = () => (operatorKeys ??= ensureOperatorKeys(config.dataDir));
  const freeRounds = freeRoundsGranter({
    clock,
    houseCurrency: config.houseCurrency,
    keys,
    currencies: deps.currencies,
    bonuses: deps.bonuses,
  });
  const launch = launchService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    tokenTtlMs: config.providerTokenTtlMs,
    games: deps.games,
    currencies: deps.currencies,
    probe: providerProbe({ clock }),
    freeRounds,
    users: deps.users,
    onProviderChanged: (slug) => wallet.forgetProvider(slug),
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
    rg: deps.rg,
    onCommitted: outbox.notify,
  });
  const history = roundHistory({
    db,
    houseCurrency: config.houseCurrency,
    currencies: deps.currencies,
    games: deps.games,
  });
  registry.routes('/api/v2', launchRoutes, { launch, history, viewerOf: deps.viewerOf });
  registry.routes('/api/provider', walletRoutes, { wallet });
  registry.outboxTranslators(providerOutboxTranslators(deps));
  registry.routes('/api/admin', providerAdminRoutes, {
    admin: providerAdminService({
      db,
      recordAudit: audit.record,
      games: deps.games,
      onProviderChanged: wallet.forgetProvider,
    }),
    reconciliation: reconciliationService({
      db,
      clock,
      houseCurrency: config.houseCurrency,
      currencies: deps.currencies,
      ledgerReports: ledgerReports(db),
    }),
  });
  return { launch, wallet, operatorKeys: keys };
}
