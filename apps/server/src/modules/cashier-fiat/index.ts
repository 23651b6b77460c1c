/**
 * The fiat cashier, the module's one public entry (ARCHITECTURE.md "Layout"). Sub-features:
 * - methods/: payment methods (the players' conditions, the back office's management, icons, the
 *   demo set);
 * - requisites/, player-flags/: the desk's payment details and per-player fiat restrictions;
 * - buy-orders/: deposits (create, resume, read, paid with a receipt), their status transitions,
 *   the order view and the expiry worker;
 * - sell-orders/: withdrawals ("sell" orders): create, cancel, saved details;
 * - desk/: the staff P2P desk: requisites, the deposit queue, player flags, the sell desk;
 * - disputes/: disputes on deposits, the player's and staff's sides;
 * - processor/: the external P2P processor (client, simulator, config) and its webhook.
 */

// Payment methods.
export { toFiatPaymentMethod } from './methods/service';
export type { FiatMethodsService } from './methods/service';
export { toAdminPaymentMethod } from './methods/admin-service';
export type { FiatMethodsAdminService } from './methods/admin-service';
export { fiatMethodsRepository } from './methods/repository';
export type { FiatMethodRow, FiatMethodsRepository, NewFiatMethodRow } from './methods/repository';
export { methodIconPath } from './methods/icons';
export {
  DEMO_FIAT_METHODS,
  DEMO_P2P_REQUISITES,
  seedDemoFiatMethods,
} from './methods/demo-methods';

// Deposits (buy orders).
export {
  fiatBuyService,
  MAX_OPEN_BUY_ORDERS,
  PROCESSOR_UNAVAILABLE,
  startOfUtcDay,
} from './buy-orders/service';
export type { BuyInvoiceProcessor, FiatBuyService } from './buy-orders/service';
export {
  buyTransitions,
  buyCreditKey,
  CONFIRMABLE,
  DECLINABLE,
  REFUNDABLE,
} from './buy-orders/transitions';
export type { BuyActor, BuyTransitionResult, BuyTransitions } from './buy-orders/transitions';

// Withdrawals (sell orders).
export type { FiatSellService } from './sell-orders/service';

// The P2P desk.
export type { FiatDeskService } from './desk/service';
export type { FiatPayouts, FiatSellDesk } from './desk/sell-service';
export { fiatRestrictionsOf } from './player-flags/repository';
export type { FiatRestrictions } from './player-flags/repository';

// Disputes.
export type { FiatDisputesService } from './disputes/service';

// The external P2P processor.
export { FIAT_PROCESSOR_API_KEY_HEADER, httpFiatProcessor } from './processor/client';
export type { FiatProcessor } from './processor/client';
export { fiatProcessorWebhookSecret } from './processor/config';
export type { FiatProcessorEventsService } from './processor/service';

// Its services, routes and background work, for the composition root.
export { registerCashierFiat } from './register';
export { fiatQueueCounts } from './queue-counts';
