/**
 * Fiat withdrawals ("sell" orders): the player's create, cancel and saved details, and the P2P
 * desk's queue, payout and decline. What the composition root and the processor webhook use.
 */
export { fiatSellService, fiatSellsWithdrawnSince } from './sell-service';
export type { FiatSellService } from './sell-service';
export { fiatSellDesk } from './sell-desk';
export type { FiatPayouts, FiatSellDesk } from './sell-desk';
export { fiatSellRoutes } from './sell-routes';
export { adminFiatSellRoutes } from './admin-sell-routes';
