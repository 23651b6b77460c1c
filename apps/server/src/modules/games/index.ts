/** The casino catalogue, favourites and lobby data: what other modules may use. */
export { gamesService } from './service';
export type { GamesService } from './service';
export { gamesRoutes } from './routes';
export { adminGamesRoutes } from './admin-routes';
export { offlineCountryLookup, type CountryLookup } from './geo';
