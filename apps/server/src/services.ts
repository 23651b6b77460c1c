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
import { registerMessenger } from './modules/messenger';
import { registerMessengerPayments } from './modules/messenger-payments';
import { registerReports } from './modules/reports';
import { registerResponsibleGaming } from './modules/responsible-gaming';
import { registerOriginals } from './modules/originals';
import { registerPolicies } from './modules/policies';
import { registerProtection } from './modules/protection';
import { registerProviderApi } from './modules/provider-api';
import { registerPush } from './modules/push';
import { registerSettings } from './modules/settings';
import { registerSupport } from './modules/support';
import { registerTonConnect } from './modules/ton-connect';
import { registerTournaments } from './modules/tournaments';
import { registerSportsbook } from './modules/sportsbook';
import { registerSportsBets } from './modules/sportsbook/bets';
import { registerUsers } from './modules/users';
import { registerVip } from './modules/vip';
import { registerWallet } from './modules/wallet';
import { registerWheel } from './modules/wheel';

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
  const policies = registerPolicies(platform, registry);
  const auth = registerAuth(platform, registry, {
    users,
    currentTermsVersion: policies.currentTermsVersion,
    countryOf: offlineCountryLookup,
  });
  const viewerOf = optionalViewer(auth);
  const currencies = registerCurrencies(platform, registry);
  const settings = registerSettings(platform, registry);
  const protection = registerProtection(platform, registry, {
    settings,
    countryOf: offlineCountryLookup,
  });
  const banners = registerBanners(platform, registry, { users, viewerOf });
  const games = registerGames(platform, registry, { users, viewerOf });
  const ledger = registerLedger(platform, { currencies });
  const responsibleGaming = registerResponsibleGaming(platform, registry, {
    ledger,
    currencies,
    users,
  });
  const rg = responsibleGaming.guard;
  const admin = registerAdmin(platform, registry, { users, ledger, currencies });
  const bonuses = registerBonuses(platform, registry, {
    ledger,
    currencies,
    users,
    countryOf: offlineCountryLookup,
    games,
    rg,
  });
  const messenger = registerMessenger(platform, registry, { auth, users, promo: bonuses.promo });
  auth.account.useMessengerStepUp(messenger.stepUpCodes);
  const money = { ledger, currencies, users, settings, bonuses, rg };
  const wallet = registerWallet(platform, registry, money);
  const dev = registerDev(platform, registry, { users, ledger, currencies, wallet });
  const crypto = registerCashierCrypto(platform, registry, { ...money, wallet });
  const tonConnect = registerTonConnect(platform, registry, {
    cashierCrypto: crypto.cashierCrypto,
    settings,
    wallet,
    rg,
  });
  const fiat = registerCashierFiat(platform, registry, {
    ...money,
    wallet,
    countWithdrawals: crypto.countWithdrawals,
  });
  const messengerPayments = registerMessengerPayments(platform, registry, {
    ...money,
    wallet,
    cashier: crypto.cashierCrypto,
    crypto,
    messenger,
  });
  const originals = registerOriginals(platform, registry, { ...money, wallet, games });
  const providerApi = registerProviderApi(platform, registry, {
    ledger,
    currencies,
    users,
    games,
    bonuses,
    viewerOf,
    rg,
  });
  const push = registerPush(platform, registry, { settings, users });
  const tournaments = registerTournaments(platform, registry, {
    ledger,
    bonuses,
    users,
    games,
    currencies,
    viewerOf,
    rg,
  });
  const wheel = registerWheel(platform, registry, { ...money, wallet, viewerOf });
  const vip = registerVip(platform, registry, { users, ledger, currencies });
  const reports = registerReports(platform, registry, { currencies, users });
  const support = registerSupport(platform, registry, { users, wallet });
  const sportsbook = registerSportsbook(platform, registry);
  const sportsBets = registerSportsBets(platform, registry, {
    ...money,
    wallet,
    onMarketsChanged: sportsbook.marketsChanged,
  });
  sportsbook.useSettlementHooks(sportsBets.settlement);
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
    protection,
    responsibleGaming: responsibleGaming.rg,
    rg,
    banners,
    policies,
    games,
    bonuses,
    messenger,
    ledger,
    wallet,
    cashierCrypto: crypto.cashierCrypto,
    withdrawalReview: crypto.withdrawalReview,
    payouts: crypto.payouts,
    messengerDeposits: messengerPayments.deposits,
    messengerWithdrawals: messengerPayments.withdrawals,
    /** The simulated Crypto Pay and xRocket (simulators on and no keys), for the dev pages and tests. */
    messengerPaymentSimulators: messengerPayments.simulators,
    tonConnect,
    ...fiat,
    originals,
    providerLaunch: providerApi.launch,
    providerWallet: providerApi.wallet,
    /** The key pair we sign free rounds grants to providers with (DATA_DIR/operator). */
    operatorKeys: providerApi.operatorKeys,
    reports,
    support,
    push,
    tournaments,
    sportsbook,
    sportsBets: sportsBets.bets,
    sportsbookAdmin: sportsBets.admin,
    playerDesk,
    wheel,
    vip,
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
