import type { Config } from './config';
import { bruteForceGuard } from './platform/brute-force';
import { inProcessBus, type Bus } from './platform/bus';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import type { FailureCounter } from './platform/failure-counter';
import { fileStore } from './platform/file-store';
import { outboxSignal } from './platform/outbox-signal';
import { adminMoneyService, adminService } from './modules/admin';
import { authService } from './modules/auth';
import { bonusesService } from './modules/bonuses';
import { bannersService } from './modules/banners';
import {
  cashierCryptoService,
  cryptoWithdrawnSince,
  payoutsService,
  processingGateway,
  simulatedGateway,
  unconfiguredGateway,
  withdrawalReviewService,
  type ChainGateway,
} from './modules/cashier-crypto';
import {
  buyTransitions,
  fiatBuyService,
  fiatDeskService,
  fiatDisputesService,
  fiatMethodsAdminService,
  fiatMethodsService,
  fiatProcessorEvents,
  fiatProcessorFromConfig,
  fiatSellDesk,
  fiatSellService,
  fiatSellsWithdrawnSince,
} from './modules/cashier-fiat';
import { currenciesService } from './modules/currencies';
import { devService } from './modules/dev';
import { gamesService, offlineCountryLookup } from './modules/games';
import { ledgerService } from './modules/ledger';
import { originalsService } from './modules/originals';
import { settingsService } from './modules/settings';
import { usersService } from './modules/users';
import { walletService } from './modules/wallet';

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  failureCounter: FailureCounter;
  /** Realtime bus; the HTTP app passes its own, CLIs and the seed need none. */
  bus?: Bus;
}

/** Wires the module services together; used by the HTTP app, the seed and the CLIs alike. */
export function createServices(deps: ServiceDeps) {
  const { config } = deps;
  const limits = {
    maxPerAccount: config.loginMaxFailuresPerAccount,
    maxPerIp: config.loginMaxFailuresPerIp,
    windowMs: config.loginFailureWindowMs,
  };
  const users = usersService({
    db: deps.db,
    clock: deps.clock,
    sessionSecret: config.sessionSecret,
  });
  const auth = authService({
    db: deps.db,
    clock: deps.clock,
    users,
    bruteForce: bruteForceGuard(deps.failureCounter, limits, 'player'),
    sessionIdleMs: config.sessionIdleMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    houseCurrency: config.houseCurrency,
  });
  const admin = adminService({
    db: deps.db,
    clock: deps.clock,
    users,
    bruteForce: bruteForceGuard(deps.failureCounter, limits, 'staff'),
  });
  const currencies = currenciesService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
  });
  const settings = settingsService({
    db: deps.db,
    clock: deps.clock,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
  });
  const banners = bannersService({
    db: deps.db,
    clock: deps.clock,
    languageOf: async (userId) => (await users.me(userId).catch(() => undefined))?.language,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
  });
  const games = gamesService({
    db: deps.db,
    clock: deps.clock,
    countryOf: offlineCountryLookup,
    viewerProfile: async (userId) => {
      const { currency, language } = await users.me(userId);
      return { currency, language };
    },
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
  });
  const ledger = ledgerService({ db: deps.db, houseCurrency: config.houseCurrency, currencies });
  // Services that commit outbox events notify it; the app's outbox relay listens.
  const outbox = outboxSignal();
  const bonuses = bonusesService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    ledger,
    currencies,
    users,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
    onCommitted: outbox.notify,
  });
  const wallet = walletService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    ledger,
    currencies,
    users,
    settings,
    bonuses,
  });
  const adminMoney = adminMoneyService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    users,
    ledger,
    currencies,
    onCommitted: outbox.notify,
  });
  const dev = devService({
    db: deps.db,
    bus: deps.bus ?? inProcessBus(),
    houseCurrency: config.houseCurrency,
    users,
    ledger,
    currencies,
    wallet,
    onCommitted: outbox.notify,
  });
  const gateway = chainGatewayOf(config, deps.clock);
  const cashierCrypto = cashierCryptoService({
    db: deps.db,
    clock: deps.clock,
    gateway,
    houseCurrency: config.houseCurrency,
    ledger,
    currencies,
    wallet,
    users,
    settings,
    bonuses,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
    onCommitted: outbox.notify,
    otherWithdrawnSince: [fiatSellsWithdrawnSince(deps.db)],
  });
  const fiatMethods = fiatMethodsService({ db: deps.db, currencies });
  const fiatMethodsAdmin = fiatMethodsAdminService({
    db: deps.db,
    clock: deps.clock,
    currencies,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
  });
  const withdrawalReview = withdrawalReviewService({
    db: deps.db,
    clock: deps.clock,
    gateway,
    houseCurrency: config.houseCurrency,
    ledger,
    currencies,
    wallet,
    users,
    autoApproveBelow: () => settings.get('withdraw.autoApproveBelow'),
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
    onCommitted: outbox.notify,
  });
  const payouts = payoutsService({
    db: deps.db,
    clock: deps.clock,
    gateway,
    ledger,
    wallet,
    onCommitted: outbox.notify,
  });
  // Fiat deposits (buy orders), their receipts and the P2P desk.
  const files = fileStore({ db: deps.db, dir: config.filesDir, webDist: config.webDist });
  const fiatBuyTransitions = buyTransitions({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    ledger,
    currencies,
    wallet,
    users,
    onCommitted: outbox.notify,
  });
  // The external P2P processor of `external` fiat methods (FIAT_PROCESSOR).
  const fiatProcessor = fiatProcessorFromConfig(config, () => deps.clock.now());
  // Fiat withdrawals: an `external` method's payout goes through the processor.
  const fiatSells = fiatSellService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    ledger,
    currencies,
    wallet,
    settings,
    bonuses,
    otherWithdrawnSince: [cryptoWithdrawnSince(deps.db)],
    onCommitted: outbox.notify,
  });
  const fiatSellsDesk = fiatSellDesk({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    ledger,
    currencies,
    wallet,
    users,
    payouts: fiatProcessor,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
    onCommitted: outbox.notify,
  });
  const fiatBuys = fiatBuyService({
    db: deps.db,
    clock: deps.clock,
    currencies,
    settings,
    wallet,
    files,
    transitions: fiatBuyTransitions,
    processor: fiatProcessor,
    onCommitted: outbox.notify,
  });
  const fiatDisputes = fiatDisputesService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    currencies,
    files,
    transitions: fiatBuyTransitions,
    wallet,
    users,
    orderView: (order, executor) => fiatBuys.view(order, executor),
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
    onCommitted: outbox.notify,
  });
  const fiatProcessorCallbacks = fiatProcessorEvents({
    db: deps.db,
    transitions: fiatBuyTransitions,
    currencies,
    payouts: fiatSellsDesk,
    onCommitted: outbox.notify,
  });
  const fiatDesk = fiatDeskService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    currencies,
    users,
    files,
    transitions: fiatBuyTransitions,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
    onCommitted: outbox.notify,
  });
  const originals = originalsService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    ledger,
    currencies,
    users,
    settings,
    wallet,
    games,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
    onCommitted: outbox.notify,
  });
  return {
    users,
    auth,
    admin,
    adminMoney,
    dev,
    currencies,
    settings,
    banners,
    games,
    bonuses,
    ledger,
    wallet,
    cashierCrypto,
    fiatMethods,
    fiatMethodsAdmin,
    withdrawalReview,
    payouts,
    fiatSells,
    fiatSellsDesk,
    files,
    fiatBuyTransitions,
    fiatBuys,
    fiatDesk,
    fiatProcessor,
    fiatDisputes,
    fiatProcessorCallbacks,
    originals,
    outbox,
  };
}

/** The chain gateway the configuration selects (CRYPTO_GATEWAY; see config.ts). */
function chainGatewayOf(config: Config, clock: Clock): ChainGateway {
  if (config.cryptoGateway === 'simulated')
    return simulatedGateway({ secret: config.sessionSecret });
  if (config.cryptoGateway === 'processing' && config.cryptoProcessing)
    return processingGateway({
      baseUrl: config.cryptoProcessing.url,
      apiKey: config.cryptoProcessing.apiKey,
      secret: config.cryptoProcessing.secret,
      now: () => clock.now(),
    });
  return unconfiguredGateway();
}

export type Services = ReturnType<typeof createServices>;
