import type { Config } from './config';
import { auditLog } from './platform/audit';
import { inProcessBus, type Bus } from './platform/bus';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import type { FailureCounter } from './platform/failure-counter';
import { fileStore } from './platform/file-store';
import { moduleRegistry, type Platform } from './platform/module-registry';
import { outboxSignal } from './platform/outbox-signal';
import { registerAdmin } from './modules/admin';
import { registerPlayerDesk } from './modules/player-desk';
import { registerStaffQueues } from './modules/staff-queues';
import { optionalViewer, registerAuth } from './modules/auth';
import { registerBanners } from './modules/banners';
import { registerBonuses } from './modules/bonuses';
import { registerCashierCrypto } from './modules/cashier-crypto';
import { registerCashierFiat } from './modules/cashier-fiat';
import { registerCurrencies } from './modules/currencies';
import { registerDev } from './modules/dev';
import { offlineCountryLookup, registerGames } from './modules/games';
import { registerLedger } from './modules/ledger';
import { registerReports } from './modules/reports';
import { registerOriginals } from './modules/originals';
import { registerProviderApi } from './modules/provider-api';
import { registerSettings } from './modules/settings';
import { registerUsers } from './modules/users';
import { registerWallet } from './modules/wallet';

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  failureCounter: FailureCounter;
  /** Realtime bus; the HTTP app passes its own, CLIs and the seed need none. */
  bus?: Bus;
}

/**
 * The composition root: every module registers its services, routes and background work, in an
 * order where each gets only modules registered before it (the module map has no circle). Used by
 * the HTTP app, the seed and the CLIs alike; only the app mounts what the registry collected.
 */
export function createModules(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  const platform: Platform = {
    db,
    clock,
    config,
    bus: deps.bus ?? inProcessBus(),
    audit: auditLog({ db, clock }),
    outbox: outboxSignal(),
    files: fileStore({ db, dir: config.filesDir, webDist: config.webDist }),
    failureCounter: deps.failureCounter,
  };
  const registry = moduleRegistry();

  const users = registerUsers(platform, registry);
  const auth = registerAuth(platform, registry, { users });
  const viewerOf = optionalViewer(auth);
  const currencies = registerCurrencies(platform, registry);
  const settings = registerSettings(platform, registry);
  const banners = registerBanners(platform, registry, { users, viewerOf });
  const games = registerGames(platform, registry, { users, viewerOf });
  const ledger = registerLedger(platform, { currencies });
  const admin = registerAdmin(platform, registry, { users, ledger, currencies });
  const bonuses = registerBonuses(platform, registry, {
    ledger,
    currencies,
    users,
    countryOf: offlineCountryLookup,
  });
  const money = { ledger, currencies, users, settings, bonuses };
  const wallet = registerWallet(platform, registry, money);
  const dev = registerDev(platform, registry, { users, ledger, currencies, wallet });
  const crypto = registerCashierCrypto(platform, registry, { ...money, wallet });
  const fiat = registerCashierFiat(platform, registry, {
    ...money,
    wallet,
    countWithdrawals: crypto.countWithdrawals,
  });
  const originals = registerOriginals(platform, registry, { ...money, wallet, games });
  const providerApi = registerProviderApi(platform, registry, {
    ledger,
    currencies,
    users,
    games,
    bonuses,
    viewerOf,
  });
  const reports = registerReports(platform, registry, { currencies, users });
  registerStaffQueues(platform, registry);
  const playerDesk = registerPlayerDesk(platform, registry, {
    users,
    auth,
    originals,
    wallet,
    staffEmails: admin.admin.staffEmails,
  });

  const services = {
    users,
    auth,
    ...admin,
    dev,
    currencies,
    settings,
    banners,
    games,
    bonuses,
    ledger,
    wallet,
    cashierCrypto: crypto.cashierCrypto,
    withdrawalReview: crypto.withdrawalReview,
    payouts: crypto.payouts,
    ...fiat,
    originals,
    providerLaunch: providerApi.launch,
    providerWallet: providerApi.wallet,
    reports,
    playerDesk,
    audit: platform.audit,
    files: platform.files,
    outbox: platform.outbox,
  };
  return { services, registry };
}

/** The module services without the HTTP side, for the seed and the CLIs. */
export function createServices(deps: ServiceDeps) {
  return createModules(deps).services;
}

export type Services = ReturnType<typeof createServices>;
