import type { FastifyRequest } from 'fastify';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { UsersService } from '../users';
import { adminGamesRoutes } from './admin-routes';
import { offlineCountryLookup } from './geo';
import { gamesRoutes } from './routes';
import { gamesService } from './service';

/** The casino catalogue, favourites and lobby data: what other modules may use. */
export type { GamesService, GameViewer } from './service';
export type { WalletMappingRow } from './repository';
export { offlineCountryLookup, type CountryLookup } from './geo';
export { DEMO_WALLET_PROVIDER } from './demo-catalogue';

export function registerGames(
  { db, clock, audit }: Platform,
  registry: ModuleRegistry,
  deps: { users: UsersService; viewerOf: (request: FastifyRequest) => Promise<number | null> },
) {
  const games = gamesService({
    db,
    clock,
    countryOf: offlineCountryLookup,
    viewerProfile: async (userId) => {
      const { currency, language } = await deps.users.me(userId);
      return { currency, language };
    },
    recordAudit: audit.record,
  });
  registry.routes('/api/v2', gamesRoutes, { games, viewerOf: deps.viewerOf });
  registry.routes('/api/admin', adminGamesRoutes, { games });
  return games;
}
