/** What other modules may use of the users module. */
export { usersService, normaliseEmail } from './service';
export type { UsersService, AccountAccess, NewPlayer, BanChange, BanState } from './service';
export { usersRoutes } from './routes';
