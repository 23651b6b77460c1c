/**
 * Fiat payment methods: the players' conditions list, the back office's management of methods, the
 * generated icons and the demo set. Other parts of the fiat cashier read methods through
 * `fiatMethodsRepository` and map them with `toFiatPaymentMethod`.
 */
export { fiatMethodsService, toFiatPaymentMethod } from './methods-service';
export type { FiatMethodsService } from './methods-service';
export { fiatMethodsAdminService, toAdminPaymentMethod } from './methods-admin';
export type { FiatMethodsAdminService } from './methods-admin';
export { fiatMethodsRepository } from './methods-repository';
export type { FiatMethodRow, FiatMethodsRepository, NewFiatMethodRow } from './methods-repository';
export { fiatConditionsRoutes, fiatMethodIconRoutes } from './methods-routes';
export { adminPaymentMethodRoutes } from './admin-methods-routes';
export { methodIconPath } from './methods-icons';
export { DEMO_FIAT_METHODS, DEMO_P2P_REQUISITES, seedDemoFiatMethods } from './demo-methods';
