/**
 * The fiat cashier's deposit side: buy orders (create, resume, read, paid with a receipt), their
 * status transitions (desk, processor callbacks, expiry), the P2P desk's requisites and queue.
 * Methods, sells, disputes and the processor adapter have their own entry files in this folder.
 */
export {
  fiatBuyService,
  MAX_OPEN_BUY_ORDERS,
  PROCESSOR_UNAVAILABLE,
  startOfUtcDay,
} from './service';
export type { BuyInvoiceProcessor, FiatBuyService } from './service';
export {
  buyTransitions,
  buyCreditKey,
  CONFIRMABLE,
  DECLINABLE,
  REFUNDABLE,
} from './buy-transitions';
export type { BuyActor, BuyTransitionResult, BuyTransitions } from './buy-transitions';
export { fiatDeskService } from './desk-service';
export type { FiatDeskService } from './desk-service';
export { expireDueOrders, startBuyExpiryWorker } from './expiry-worker';
export { fiatBuyRoutes, sendStoredFile } from './routes';
export { adminFiatDeskRoutes } from './admin-desk-routes';
export { toFiatOrder } from './buy-order-view';
export { fiatRestrictionsOf } from './desk-player-flags-repository';
export type { FiatRestrictions } from './desk-player-flags-repository';
export { registerCashierFiat } from './register';
