import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { RgGuard } from '../responsible-gaming';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { adminWithdrawalRoutes } from './admin-routes';
import type { WithdrawnSince } from './daily-limit';
import { gatewayFromConfig } from './gateway-from-config';
import { defineCashierCryptoJobs } from './jobs';
import { payoutsService } from './payouts';
import {
  adminCryptoMethodRoutes,
  cashierCryptoRoutes,
  devChainRoutes,
  type BotWithdrawals,
  type InvoiceDeposits,
} from './routes';
import { cashierCryptoService } from './service';
import { cryptoWebhookRoutes } from './webhook';
import type { WithdrawalReviewSource } from './review-sources';
import { withdrawalReviewService } from './withdrawal-review';

/**
 * The crypto cashier: payment methods, per-player deposit addresses from a chain gateway, detected
 * chain transfers and their crediting through the ledger once confirmed.
 */
export { pendingCryptoWithdrawals } from './queue-counts';
export {
  cashierCryptoService,
  chainCreditKey,
  BELOW_MINIMUM,
  LOYAL_BONUS_BPS,
  LOYAL_DEPOSIT_COUNT,
} from './service';
export type { CashierCryptoService } from './service';
export type { ChainGateway, DepositAddress } from './chain-gateway';
export {
  cryptoWebhookRoutes,
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
} from './webhook';
export type { PayoutOutcome, PayoutRequest } from './chain-gateway';
export { SIMULATED_FAILING_ADDRESS_SUFFIX, SIMULATED_PAYOUT_FAILURE } from './simulated-gateway';
export { PROCESSING_API_KEY_HEADER } from './processing-gateway';
export type { WithdrawalReviewService } from './withdrawal-review';
export type { ReviewItem, ReviewSort, WithdrawalReviewSource } from './review-sources';
export {
  AlreadyChanged,
  moneyView,
  notPending,
  playerIdentities,
  requireFinance,
  reviewAudit,
  runReviewDecision,
} from './review-decision';
export type { BotWithdrawals, InvoiceDeposits } from './routes';
export type { PayoutsService } from './payouts';
export { assertUnderDailyLimit, cryptoWithdrawnSince, startOfUtcDay } from './daily-limit';
export { assertWithdrawAmountInBounds } from './withdraw-bounds';
export type { WithdrawnSince } from './daily-limit';

/**
 * Deposits to per-player chain addresses, withdrawals with their review and payouts, the chain
 * gateway's webhook and, with simulators, the test chain. `countWithdrawals` lets another cashier's
 * withdrawals count toward the one daily withdrawal limit.
 */
export function registerCashierCrypto(
  { db, clock, config, audit, outbox }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    currencies: CurrenciesService;
    wallet: WalletService;
    users: UsersService;
    settings: SettingsService;
    bonuses: BonusesService;
    rg: RgGuard;
  },
) {
  const gateway = gatewayFromConfig(config, clock);
  const otherWithdrawnSince: WithdrawnSince[] = [];
  const reviewSources: WithdrawalReviewSource[] = [];
  let invoiceDeposits: InvoiceDeposits | undefined;
  let botWithdrawals: BotWithdrawals | undefined;
  const shared = { db, clock, gateway, houseCurrency: config.houseCurrency };
  const cashierCrypto = cashierCryptoService({
    ...shared,
    ...deps,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
    otherWithdrawnSince,
  });
  const withdrawalReview = withdrawalReviewService({
    ...shared,
    ...deps,
    autoApproveBelow: () => deps.settings.get('withdraw.autoApproveBelow'),
    recordAudit: audit.record,
    onCommitted: outbox.notify,
    sources: reviewSources,
  });
  const payouts = payoutsService({ ...shared, ...deps, onCommitted: outbox.notify });

  registry.routes('/api/v1', cashierCryptoRoutes, {
    cashier: cashierCrypto,
    invoiceDeposits: () => invoiceDeposits,
    botWithdrawals: () => botWithdrawals,
  });
  registry.routes('/api/admin', adminCryptoMethodRoutes, { cashier: cashierCrypto });
  registry.routes('/api/admin', adminWithdrawalRoutes, { review: withdrawalReview });
  if (config.cryptoProcessingWebhookSecret)
    registry.routes('/api/v1', cryptoWebhookRoutes, {
      cashier: cashierCrypto,
      payouts,
      secrets: { processing: config.cryptoProcessingWebhookSecret },
      now: () => clock.now(),
    });
  if (config.simulators) registry.routes('/api/dev', devChainRoutes, { cashier: cashierCrypto });
  registry.jobs((jobs, log) =>
    defineCashierCryptoJobs(jobs, {
      cashier: cashierCrypto,
      review: withdrawalReview,
      payouts,
      // The simulated chain confirms deposits over time; a real gateway reports them (webhook).
      confirmDeposits: config.simulators,
      // Without a chain gateway there is nothing to approve automatically or pay out through.
      payoutsEnabled: config.cryptoGateway !== 'none',
      log,
    }),
  );

  return {
    cashierCrypto,
    withdrawalReview,
    payouts,
    /** Counts another cashier's withdrawals toward the daily withdrawal limit too. */
    countWithdrawals(source: WithdrawnSince): void {
      otherWithdrawnSince.push(source);
    },
    /** Puts another cashier's withdrawals (xRocket) into the one review queue. */
    reviewWithdrawals(source: WithdrawalReviewSource): void {
      reviewSources.push(source);
    },
    /** The messenger payment providers' invoices answer deposits that name a provider. */
    useInvoiceDeposits(handler: InvoiceDeposits): void {
      invoiceDeposits = handler;
    },
    /** The messenger payment providers pay withdrawals that name provider cryptobot. */
    useBotWithdrawals(handler: BotWithdrawals): void {
      botWithdrawals = handler;
    },
  };
}
