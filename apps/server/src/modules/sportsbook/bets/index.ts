import type { ModuleRegistry, Platform } from '../../../platform/module-registry';
import type { BonusesService } from '../../bonuses';
import type { CurrenciesService } from '../../currencies';
import type { LedgerService } from '../../ledger';
import type { RgGuard } from '../../responsible-gaming';
import type { UsersService } from '../../users';
import type { WalletService } from '../../wallet';
import { adminSportsbookRoutes } from '../admin/routes';
import type { SettlementHooks } from '../feed/settlement-hooks';
import { sportsbookAdminService } from '../admin/service';
import { stakeMoney } from './money';
import { sportsBetsOutboxTranslators } from './realtime-events';
import { betsRepository } from './repository';
import { sportsBetsRoutes } from './routes';
import { betSettlement } from './settlement';
import { sportsBetsService } from './service';

export type { SportsBetsService } from './service';
export type { BetSettlementService } from './settlement';
export { SPORTSBOOK_WAGER } from './service';
export { SPORTSBOOK_LAST_BET_TOPIC } from './settlement';

export const SPORTS_BETS_JOBS = {
  /**
   * Tick, every 2 s (worker role): each outcome's liability rows become one row of their sum, so
   * the liability cap reads a few rows per outcome however many bets are open on it.
   */
  foldLiability: 'sportsbook.fold-liability',
} as const;

export interface SportsBetsModuleDeps {
  ledger: LedgerService;
  bonuses: BonusesService;
  currencies: CurrenciesService;
  users: UsersService;
  wallet: WalletService;
  rg: RgGuard;
  /** Waits the live delay (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
  /** Staff changed markets of these events (the sportsbook's realtime sends fresh snapshots). */
  onMarketsChanged?: (eventIds: number[]) => void;
}

/**
 * Bets, settlement, cash-out and the operator API of the sportsbook. Called by registerSportsbook;
 * returns the bets service, whose `settlement` is the feed processor's SettlementHooks.
 */
export function registerSportsBets(
  { db, clock, config, audit, outbox }: Platform,
  registry: ModuleRegistry,
  deps: SportsBetsModuleDeps,
) {
  const repository = betsRepository(db, deps.users);
  const money = stakeMoney({
    houseCurrency: config.houseCurrency,
    currencies: deps.currencies,
    users: deps.users,
  });
  const settlement = betSettlement({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    repository,
    ledger: deps.ledger,
    bonuses: deps.bonuses,
    currencies: deps.currencies,
  });
  registry.outboxTranslators(sportsBetsOutboxTranslators());
  const bets = sportsBetsService({
    db,
    clock,
    repository,
    money,
    settlement,
    ledger: deps.ledger,
    bonuses: deps.bonuses,
    wallet: deps.wallet,
    rg: deps.rg,
    onCommitted: outbox.notify,
    sleep: deps.sleep,
  });
  const admin = sportsbookAdminService({
    db,
    clock,
    repository,
    money,
    bets,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
    users: deps.users,
    onMarketsChanged: deps.onMarketsChanged,
  });
  registry.routes('/api/v1', sportsBetsRoutes, { bets });
  registry.jobs((jobs) =>
    jobs.every({ name: SPORTS_BETS_JOBS.foldLiability, everySeconds: 2, run: bets.foldLiability }),
  );
  registry.routes('/api/admin', adminSportsbookRoutes, { admin });
  /** The feed processor's SettlementHooks: every market message settles its bets in the feed's transaction. */
  const hooks: SettlementHooks = {
    marketSettled: async (tx, input) => void (await settlement.marketSettled(tx, input)),
    marketCancelled: async (tx, input) => void (await settlement.marketCancelled(tx, input)),
    settlementRolledBack: async (tx, input) =>
      void (await settlement.settlementRolledBack(tx, input)),
    cancelRolledBack: async (tx, input) => void (await settlement.cancelRolledBack(tx, input)),
  };
  return { bets, admin, settlement: hooks };
}
