import type { FastifyRequest } from 'fastify';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { UsersService } from '../users';
import { adminBannersRoutes, bannersRoutes } from './routes';
import { bannersService } from './service';

/** Operator-managed banners (the wallet carousel and later places): what other modules may use. */
export type { BannersService } from './service';

export function registerBanners(
  { db, clock, audit }: Platform,
  registry: ModuleRegistry,
  deps: { users: UsersService; viewerOf: (request: FastifyRequest) => Promise<number | null> },
) {
  const banners = bannersService({
    db,
    clock,
    languageOf: async (userId) => (await deps.users.me(userId).catch(() => undefined))?.language,
    recordAudit: audit.record,
  });
  registry.routes('/api/v1', bannersRoutes, { banners, viewerOf: deps.viewerOf });
  registry.routes('/api/admin', adminBannersRoutes, { banners });
  return banners;
}
