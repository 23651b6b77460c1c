import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { bruteForceGuard } from '../../platform/brute-force';
import type { CurrenciesService } from '../currencies';
import type { CountryLookup, GamesService } from '../games';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { UsersService } from '../users';
import { bonusOutboxTranslators } from './events';
import { defineBonusJobs } from './jobs';
import { playerBonusesRoutes } from './player-routes';
import { promoLinkRoutes } from './promo-link-routes';
import { promoPreviewService } from './promo-preview';
import { PROMO_THROTTLE, promoService } from './promo-service';
import { adminBonusTemplatesRoutes, adminBonusesRoutes, adminPromoCodesRoutes } from './routes';
import { bonusesService } from './service';

/** Bonuses: what other modules may use (grant in the back office, forfeit on withdrawal). */
export type { ActiveBonus, BonusesService } from './service';
export type { CreditedDeposit } from './engine';
export { BONUS_JOBS } from './jobs';
export { BONUS_ACTIVATED_TOPIC } from './events';

export function registerBonuses(
  { db, clock, config, audit, outbox, failureCounter }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    currencies: CurrenciesService;
    users: UsersService;
    countryOf: CountryLookup;
    /** Free spins on a third-party game need it connected to a provider (template checks). */
    games?: Pick<GamesService, 'isConnected'>;
    rg: RgGuard;
  },
) {
  const bonuses = bonusesService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    ...deps,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
  });
  const promo = promoService({
    db,
    clock,
    engine: bonuses.engine,
    player: bonuses.player,
    users: deps.users,
    countryOf: deps.countryOf,
    throttle: bruteForceGuard(failureCounter, PROMO_THROTTLE, 'promo'),
    recordAudit: audit.record,
    onCommitted: outbox.notify,
    rg: deps.rg,
  });
  registry.routes('/api/admin', adminBonusesRoutes, { bonuses });
  registry.routes('/api/admin', adminBonusTemplatesRoutes, { player: bonuses.player });
  registry.routes('/api/v2', playerBonusesRoutes, { player: bonuses.player, promo });
  const preview = promoPreviewService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    engine: bonuses.engine,
    currencies: deps.currencies,
    users: deps.users,
    throttle: bruteForceGuard(failureCounter, PROMO_THROTTLE, 'promo'),
  });
  registry.routes('/api/v2', promoLinkRoutes, { preview });
  registry.routes('/api/admin', adminPromoCodesRoutes, { promo });
  registry.outboxTranslators(bonusOutboxTranslators());
  registry.jobs((jobs) => defineBonusJobs(jobs, { sweep: () => bonuses.sweep() }));
  return { ...bonuses, promo };
}
