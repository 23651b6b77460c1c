import type { FastifyRequest } from 'fastify';
import { bruteForceGuard } from '../../platform/brute-force';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { UsersService } from '../users';
import { authRoutes, clientOf } from './routes';
import { authService, type AuthService } from './service';

/** What other modules may use of the auth module. */
export { bannedError } from './service';
export type { AuthService, ClientInfo } from './service';
export { isCommonPassword } from './common-passwords';
export { clientOf };

export function registerAuth(
  { db, clock, config, failureCounter }: Platform,
  registry: ModuleRegistry,
  deps: { users: UsersService; currentTermsVersion: () => Promise<number | null> },
) {
  const auth = authService({
    db,
    clock,
    users: deps.users,
    currentTermsVersion: deps.currentTermsVersion,
    bruteForce: bruteForceGuard(failureCounter, signInLimits(config), 'player'),
    sessionIdleMs: config.sessionIdleMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    houseCurrency: config.houseCurrency,
  });
  registry.routes('/api/v1', authRoutes, { auth, cookieSecure: config.cookieSecure });
  return auth;
}

/** Failed sign-ins allowed per account and per IP (players and staff alike). */
export function signInLimits(config: Platform['config']) {
  return {
    maxPerAccount: config.loginMaxFailuresPerAccount,
    maxPerIp: config.loginMaxFailuresPerIp,
    windowMs: config.loginFailureWindowMs,
  };
}

/** For public routes that adapt to a signed-in player: a refused or missing session is a guest. */
export function optionalViewer(auth: AuthService) {
  return async (request: FastifyRequest): Promise<number | null> =>
    (await auth.authenticate(request).catch(() => null))?.userId ?? null;
}
