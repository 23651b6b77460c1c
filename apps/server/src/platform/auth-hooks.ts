import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import { AppError } from './errors';

export interface PlayerPrincipal {
  userId: number;
  globalId: string;
  sessionId: number;
  /**
   * The player's primary (display) currency, read with the account on this request (the ban
   * check's row), so a hot route need not read it again. Absent where the authenticator does not
   * know it.
   */
  currency?: string;
}

export interface StaffPrincipal {
  staffId: number;
  email: string;
  roles: StaffRole[];
  sessionId: number;
}

/**
 * How a request proves who it is. The auth and admin modules supply these; platform code only knows
 * the interface (platform never imports modules). Each returns null for "no valid session" and throws
 * an AppError for a session that exists but must be refused (e.g. banned).
 */
export interface Authenticators {
  player(request: FastifyRequest): Promise<PlayerPrincipal | null>;
  staff(request: FastifyRequest): Promise<StaffPrincipal | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    player: PlayerPrincipal | null;
    staffMember: StaffPrincipal | null;
  }
  interface FastifyInstance {
    requirePlayer: preHandlerAsyncHookHandler;
    requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler;
  }
}

/** The signed-in player of a route guarded by requirePlayer. */
export function playerOf(request: FastifyRequest): PlayerPrincipal {
  if (!request.player) throw new AppError('unauthorized');
  return request.player;
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staffMember) throw new AppError('unauthorized');
  return request.staffMember;
}

/** An admin passes every role check; anyone else needs one of the listed roles. */
export function staffHasRole(
  member: Pick<StaffPrincipal, 'roles'>,
  allowed: readonly StaffRole[],
): boolean {
  return (
    member.roles.includes('admin') ||
    allowed.length === 0 ||
    member.roles.some((role) => allowed.includes(role))
  );
}

async function authHooksPlugin(app: FastifyInstance, authenticators: Authenticators) {
  app.decorateRequest('player', null);
  app.decorateRequest('staffMember', null);

  app.decorate('requirePlayer', async function requirePlayer(request: FastifyRequest) {
    const player = await authenticators.player(request);
    if (!player) throw new AppError('unauthorized');
    request.player = player;
  });

  app.decorate(
    'requireStaff',
    function requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler {
      return async function staffGuard(request: FastifyRequest) {
        const member = await authenticators.staff(request);
        if (!member) throw new AppError('unauthorized');
        if (!staffHasRole(member, roles)) throw new AppError('forbidden');
        request.staffMember = member;
      };
    },
  );
}

export const authHooks = fp(authHooksPlugin, { name: 'auth-hooks' });
