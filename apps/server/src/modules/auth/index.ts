/** What other modules may use of the auth module. */
export { authService, bannedError } from './service';
export type { AuthService } from './service';
export { authRoutes } from './routes';
export { isCommonPassword } from './common-passwords';
