import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { adminInterfaceActionRoutes } from './admin-routes';
import { originalsOutboxTranslators } from './realtime-events';
import { originalsRoutes } from './routes';
import { originalsService } from './service';

/** Provably fair originals: seeds, bets, mines rounds, the live feed and interface actions. */
export type { OriginalsService } from './service';
/** The feed's masked player name, shared with provider games' rounds in the same feed. */
export { maskedName } from './present';

export function registerOriginals(
  { db, clock, config, audit, outbox }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    currencies: CurrenciesService;
    users: UsersService;
    settings: SettingsService;
    wallet: WalletService;
    games: GamesService;
    bonuses: BonusesService;
    rg: RgGuard;
  },
) {
  const originals = originalsService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    ...deps,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
  });
  registry.routes('/api/v1', originalsRoutes, { originals });
  registry.routes('/api/admin', adminInterfaceActionRoutes, { originals });
  registry.outboxTranslators(originalsOutboxTranslators(deps));
  return originals;
}
