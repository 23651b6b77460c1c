import type { Database } from '../../platform/db/client';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import {
  cryptoWithdrawnSince,
  type BotWithdrawals,
  type CashierCryptoService,
  type InvoiceDeposits,
  type WithdrawalReviewSource,
  type WithdrawnSince,
} from '../cashier-crypto';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { MessengerService } from '../messenger';
import type { RgGuard } from '../responsible-gaming';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { messengerDeposits, type MessengerDeposits } from './deposits';
import { devMessengerPaymentRoutes } from './dev-routes';
import { defineMessengerPaymentJobs } from './jobs';
import { providersFromConfig } from './providers-from-config';
import { messengerPaymentsRepository } from './repository';
import { xrocketReview } from './review';
import { messengerWebhookRoutes, xrocketRoutes } from './routes';
import { messengerWithdrawals } from './withdrawals';
import { xrocketCurrencies } from './xrocket-currencies';

/**
 * Messenger payments (cashier spec: crypto-bot and x-rocket): Crypto Pay and xRocket invoices for
 * deposits, xRocket and Crypto Pay transfers for withdrawals, their webhooks and status checks,
 * and in embedded mode the providers' simulators.
 */
export {
  signInvoiceWebhook,
  CRYPTO_PAY_SIGNATURE_HEADER,
  XROCKET_SIGNATURE_HEADER,
} from './signature';
export { cryptoPayFake, xrocketFake } from './simulators';
export { cryptoPayClient } from './crypto-pay-client';
export { xrocketClient } from './xrocket-client';
export { httpTransport } from './transport';
export { invoiceCreditKey } from './deposits';
export type { MessengerProviders } from './providers';

/** xRocket and Crypto Pay withdrawals waiting for a reviewer, for the back office's badge. */
export function pendingXRocketWithdrawals(db: Database): Promise<number> {
  return messengerPaymentsRepository(db).reviewCount();
}

export function registerMessengerPayments(
  platform: Platform,
  registry: ModuleRegistry,
  deps: {
    cashier: Pick<CashierCryptoService, 'depositMethod'>;
    crypto: {
      useInvoiceDeposits: (handler: InvoiceDeposits) => void;
      useBotWithdrawals: (handler: BotWithdrawals) => void;
      countWithdrawals: (source: WithdrawnSince) => void;
      reviewWithdrawals: (source: WithdrawalReviewSource) => void;
    };
    ledger: LedgerService;
    currencies: CurrenciesService;
    wallet: WalletService;
    users: UsersService;
    settings: SettingsService;
    bonuses: BonusesService;
    messenger: Pick<MessengerService, 'telegramUserIdOf'>;
    rg: RgGuard;
  },
) {
  const { db, clock, config, outbox, audit } = platform;
  // The simulators deliver their webhooks in process, through the same verification.
  const ready: { deposits?: MessengerDeposits } = {};
  const deliverAs =
    (provider: 'cryptobot' | 'xrocket') => (rawBody: string, headers: Record<string, string>) => {
      if (!ready.deposits) throw new Error('messenger payments not ready');
      const signature =
        headers['crypto-pay-api-signature'] ?? headers['rocket-pay-signature'] ?? undefined;
      return ready.deposits.handleWebhook(provider, rawBody, signature);
    };
  const configured = providersFromConfig(config, {
    cryptobot: deliverAs('cryptobot'),
    xrocket: deliverAs('xrocket'),
  });
  const providers = configured.providers;
  const shared = { db, clock, providers, onCommitted: outbox.notify };
  const deposits = messengerDeposits({ ...shared, ...deps });
  ready.deposits = deposits;
  const withdrawals = messengerWithdrawals({
    ...shared,
    ...deps,
    houseCurrency: config.houseCurrency,
    otherWithdrawnSince: [cryptoWithdrawnSince(db)],
  });
  const currencies = xrocketCurrencies({ ...deps, providers });

  deps.crypto.useInvoiceDeposits((userId, request) => deposits.createInvoice(userId, request));
  deps.crypto.useBotWithdrawals(withdrawals.withdrawToCryptoBot);
  deps.crypto.countWithdrawals(withdrawals.withdrawnSince);
  deps.crypto.reviewWithdrawals(
    xrocketReview({
      ...shared,
      ...deps,
      houseCurrency: config.houseCurrency,
      withdrawals,
      recordAudit: audit.record,
    }),
  );
  registry.routes('/api/v1', xrocketRoutes, { withdrawals, currencies });
  const enabled = (['cryptobot', 'xrocket'] as const).filter((name) => providers[name]);
  registry.routes('/api/v1', messengerWebhookRoutes, { deposits, providers: enabled });
  if (config.simulators) registry.routes('/api/dev', devMessengerPaymentRoutes, configured.fakes);
  registry.jobs((jobs) => defineMessengerPaymentJobs(jobs, { deposits, withdrawals }));
  return { deposits, withdrawals, simulators: configured.fakes };
}
