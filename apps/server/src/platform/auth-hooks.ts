import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ROLES, type StaffRole } from '@wheelhouse/contracts/staff';
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
    /** Guard: a signed-in player. Runs before the body is read, wherever the route lists it. */
    requirePlayer: AuthGuard;
    /** Guard: a staff member with one of `roles` (any staff member when none; admin always). */
    requireStaff(...roles: StaffRole[]): AuthGuard;
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

/** A route guard: usable as any request hook of a route, always run as an onRequest hook. */
export type AuthGuard = onRequestAsyncHookHandler;

/** Who a guard lets in, as the OpenAPI description documents it (`x-auth`, `x-staff-roles`). */
export type GuardRequirement = { kind: 'player' } | { kind: 'staff'; roles: StaffRole[] };

/** The hooks a guard may be listed under; each is hoisted to onRequest (see hoistGuards). */
const GUARDED_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

type Hook = (...args: never[]) => unknown;

function hooksOf(value: unknown): Hook[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as Hook[];
}

/**
 * Moves a route's guards to its onRequest hooks, after those already there (the rate limit's),
 * whichever hook the route lists them under (`preHandler: app.requirePlayer` by habit), and
 * documents them on the route's schema. So
 * the caller is checked before the body is read, parsed or validated: a signed-out request learns
 * nothing of the schema (401 before 400, 413 or 415), and a malformed body from a caller without
 * the role costs no parsing.
 */
export function hoistGuards(
  route: Pick<RouteOptions, (typeof GUARDED_HOOKS)[number] | 'schema'>,
  requirementOf: (hook: Hook) => GuardRequirement | undefined,
): void {
  const guards: Hook[] = [];
  const requirements: GuardRequirement[] = [];
  const rest: Partial<Record<(typeof GUARDED_HOOKS)[number], Hook[]>> = {};
  for (const name of GUARDED_HOOKS) {
    const hooks = hooksOf(route[name]);
    rest[name] = hooks.filter((hook) => {
      const requirement = requirementOf(hook);
      if (requirement) {
        guards.push(hook);
        requirements.push(requirement);
      }
      return !requirement;
    });
  }
  if (guards.length === 0) return;
  // New arrays: the route's options object is shared with its HEAD twin and must stay unchanged.
  const writable = route as Record<string, unknown>;
  for (const name of GUARDED_HOOKS) {
    // After the onRequest hooks already there (the rate limit's): a refused caller is counted.
    const hooks = name === 'onRequest' ? [...(rest[name] ?? []), ...guards] : (rest[name] ?? []);
    writable[name] = hooks.length > 0 ? hooks : undefined;
  }
  route.schema = { ...route.schema, ...guardDocumentation(requirements) } as RouteOptions['schema'];
}

/**
 * OpenAPI members of a guarded route: `security`, `x-auth` (player or staff) and, for staff,
 * `x-staff-roles` (the roles let in; admin always is).
 */
function guardDocumentation(requirements: GuardRequirement[]): Record<string, unknown> {
  const staff = requirements.filter((requirement) => requirement.kind === 'staff');
  if (staff.length === 0)
    return { security: [{ session: [] }, { bearer: [] }], 'x-auth': 'player' };
  // Every guard must pass: the roles let in are those each guard lets in.
  const allowed = STAFF_ROLES.filter((role) =>
    staff.every((guard) => staffHasRole({ roles: [role] }, guard.roles)),
  );
  return {
    security: [{ staffSession: [] }, { bearer: [] }],
    'x-auth': 'staff',
    'x-staff-roles': allowed,
  };
}

async function authHooksPlugin(app: FastifyInstance, authenticators: Authenticators) {
  app.decorateRequest('player', null);
  app.decorateRequest('staffMember', null);
  const requirements = new WeakMap<Hook, GuardRequirement>();

  const requirePlayer: AuthGuard = async function requirePlayer(request: FastifyRequest) {
    const player = await authenticators.player(request);
    if (!player) throw new AppError('unauthorized');
    request.player = player;
  };
  requirements.set(requirePlayer, { kind: 'player' });
  app.decorate('requirePlayer', requirePlayer);

  app.decorate('requireStaff', function requireStaff(...roles: StaffRole[]): AuthGuard {
    const staffGuard: AuthGuard = async function staffGuard(request: FastifyRequest) {
      const member = await authenticators.staff(request);
      if (!member) throw new AppError('unauthorized');
      if (!staffHasRole(member, roles)) throw new AppError('forbidden');
      request.staffMember = member;
    };
    requirements.set(staffGuard, { kind: 'staff', roles });
    return staffGuard;
  });

  // Every route added after this plugin (all of them: it is registered before the modules).
  app.addHook('onRoute', (route) => hoistGuards(route, (hook) => requirements.get(hook)));
}

export const authHooks = fp(authHooksPlugin, { name: 'auth-hooks' });
