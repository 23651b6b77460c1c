/**
 * The crypto cashier: payment methods, per-player deposit addresses from a chain gateway, detected
 * chain transfers and their crediting through the ledger once confirmed.
 */
export {
  cashierCryptoService,
  chainCreditKey,
  BELOW_MINIMUM,
  LOYAL_BONUS_BPS,
  LOYAL_DEPOSIT_COUNT,
} from './service';
export type { CashierCryptoService } from './service';
export { adminCryptoMethodRoutes, cashierCryptoRoutes, devChainRoutes } from './routes';
export type { ChainGateway, DepositAddress } from './chain-gateway';
export { simulatedGateway } from './simulated-gateway';
export {
  cryptoWebhookRoutes,
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
} from './webhook';
export type { PayoutOutcome, PayoutRequest } from './chain-gateway';
export { unconfiguredGateway } from './chain-gateway';
export { SIMULATED_FAILING_ADDRESS_SUFFIX, SIMULATED_PAYOUT_FAILURE } from './simulated-gateway';
export { processingGateway, PROCESSING_API_KEY_HEADER } from './processing-gateway';
export { withdrawalReviewService } from './withdrawal-review';
export type { WithdrawalReviewService } from './withdrawal-review';
export { payoutsService } from './payouts';
export type { PayoutsService } from './payouts';
export { adminWithdrawalRoutes } from './admin-routes';
export { assertUnderDailyLimit, cryptoWithdrawnSince, startOfUtcDay } from './daily-limit';
export type { WithdrawnSince } from './daily-limit';
