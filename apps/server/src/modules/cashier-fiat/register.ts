import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import { cryptoWithdrawnSince } from '../cashier-crypto';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { defineFiatExpiryJob } from './buy-orders/expiry-job';
import { fiatBuyRoutes } from './buy-orders/routes';
import { fiatBuyService } from './buy-orders/service';
import { buyTransitions } from './buy-orders/transitions';
import { adminFiatDeskRoutes } from './desk/routes';
import { adminFiatSellRoutes } from './desk/sell-routes';
import { fiatSellDesk } from './desk/sell-service';
import { fiatDeskService } from './desk/service';
import { adminFiatDisputeRoutes } from './disputes/admin-routes';
import { fiatDisputeRoutes } from './disputes/routes';
import { fiatDisputesService } from './disputes/service';
import { adminPaymentMethodRoutes } from './methods/admin-routes';
import { fiatMethodsAdminService } from './methods/admin-service';
import { fiatConditionsRoutes, fiatMethodIconRoutes } from './methods/routes';
import { fiatMethodsService } from './methods/service';
import { fiatProcessorFromConfig, fiatProcessorWebhookSecret } from './processor/config';
import { devFiatInvoiceRoutes } from './processor/dev-routes';
import { fiatProcessorWebhookRoutes } from './processor/routes';
import { fiatProcessorEvents } from './processor/service';
import { asSimulatedFiatProcessor } from './processor/simulated';
import { fiatSellRoutes } from './sell-orders/routes';
import { fiatSellService, fiatSellsWithdrawnSince } from './sell-orders/service';

/**
 * The fiat P2P cashier: payment methods, deposits (buy orders) with receipts and disputes, the P2P
 * desk, withdrawals (sells) and the external processor with its callbacks. Fiat sells count toward
 * the daily withdrawal limit that crypto withdrawals share (`countWithdrawals`).
 */
export function registerCashierFiat(
  platform: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    currencies: CurrenciesService;
    wallet: WalletService;
    users: UsersService;
    settings: SettingsService;
    bonuses: BonusesService;
    rg: RgGuard;
    countWithdrawals: (source: ReturnType<typeof fiatSellsWithdrawnSince>) => void;
  },
) {
  const { db, clock, config, files } = platform;
  const { ledger, currencies, wallet, users, settings, bonuses } = deps;
  const recordAudit = platform.audit.record;
  const onCommitted = platform.outbox.notify;
  const houseCurrency = config.houseCurrency;
  deps.countWithdrawals(fiatSellsWithdrawnSince(db));

  const fiatMethods = fiatMethodsService({ db, currencies });
  const fiatMethodsAdmin = fiatMethodsAdminService({ db, clock, currencies, recordAudit });
  const fiatBuyTransitions = buyTransitions({
    db,
    clock,
    houseCurrency,
    ledger,
    currencies,
    wallet,
    users,
    bonuses,
    onCommitted,
  });
  // The external P2P processor of `external` fiat methods (FIAT_PROCESSOR).
  const fiatProcessor = fiatProcessorFromConfig(config, () => clock.now());
  const fiatSells = fiatSellService({
    db,
    clock,
    houseCurrency,
    ledger,
    currencies,
    wallet,
    settings,
    bonuses,
    otherWithdrawnSince: [cryptoWithdrawnSince(db)],
    onCommitted,
  });
  // An `external` method's payout goes through the processor.
  const fiatSellsDesk = fiatSellDesk({
    db,
    clock,
    houseCurrency,
    ledger,
    currencies,
    wallet,
    users,
    payouts: fiatProcessor,
    recordAudit,
    onCommitted,
  });
  const fiatBuys = fiatBuyService({
    db,
    clock,
    currencies,
    settings,
    wallet,
    files,
    transitions: fiatBuyTransitions,
    rg: deps.rg,
    processor: fiatProcessor,
    onCommitted,
  });
  const fiatDisputes = fiatDisputesService({
    db,
    clock,
    houseCurrency,
    currencies,
    files,
    transitions: fiatBuyTransitions,
    wallet,
    users,
    orderView: (order, executor) => fiatBuys.view(order, executor),
    recordAudit,
    onCommitted,
  });
  const fiatProcessorCallbacks = fiatProcessorEvents({
    db,
    transitions: fiatBuyTransitions,
    currencies,
    payouts: fiatSellsDesk,
    onCommitted,
  });
  const fiatDesk = fiatDeskService({
    db,
    clock,
    houseCurrency,
    currencies,
    users,
    files,
    transitions: fiatBuyTransitions,
    recordAudit,
    onCommitted,
  });

  registry.routes('/api/v2', fiatConditionsRoutes, { methods: fiatMethods });
  registry.routes('/api/v1', fiatMethodIconRoutes, {});
  registry.routes('/api/admin', adminPaymentMethodRoutes, { methods: fiatMethodsAdmin });
  registry.routes('/api', fiatBuyRoutes, { buys: fiatBuys, files });
  registry.routes('/api/admin', adminFiatDeskRoutes, { desk: fiatDesk, files });
  registry.routes('/api', fiatSellRoutes, { sells: fiatSells });
  registry.routes('/api/admin', adminFiatSellRoutes, { desk: fiatSellsDesk });
  registry.routes('/api/v1', fiatDisputeRoutes, { disputes: fiatDisputes });
  registry.routes('/api/admin', adminFiatDisputeRoutes, { disputes: fiatDisputes });
  const webhookSecret = fiatProcessorWebhookSecret(config);
  if (webhookSecret) {
    const signed = {
      events: fiatProcessorCallbacks,
      secret: webhookSecret,
      now: () => clock.now(),
    };
    registry.routes('/api/v1', fiatProcessorWebhookRoutes, signed);
    const simulated = asSimulatedFiatProcessor(fiatProcessor);
    if (config.simulators && config.fiatProcessor === 'simulated')
      registry.routes('/api/dev', devFiatInvoiceRoutes, { ...signed, processor: simulated });
  }
  // Deposit orders not paid by their expiresAt become timeouted (any number of workers).
  registry.jobs((jobs) =>
    defineFiatExpiryJob(jobs, { db, clock, transitions: fiatBuyTransitions, onCommitted }),
  );

  return {
    fiatMethods,
    fiatMethodsAdmin,
    fiatBuyTransitions,
    fiatProcessor,
    fiatSells,
    fiatSellsDesk,
    fiatBuys,
    fiatDisputes,
    fiatProcessorCallbacks,
    fiatDesk,
  };
}
