/** Operator-managed banners (the wallet carousel and later places): what other modules may use. */
export { bannersService } from './service';
export type { BannersService } from './service';
export { adminBannersRoutes, bannersRoutes } from './routes';
