import type { FastifyRequest } from 'fastify';
import type {
  AdminUsersQuery,
  AdminUsersResponse,
  StaffLoginRequest,
  StaffMeResponse,
} from '@wheelhouse/contracts/admin';
import type { BanReason } from '@wheelhouse/contracts/auth';
import { STAFF_ROLES, type StaffRole } from '@wheelhouse/contracts/staff';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { BruteForceGuard } from '../../platform/brute-force';
import type { Clock } from '../../platform/clock';
import { STAFF_SESSION_COOKIE, sessionTokenOf } from '../../platform/cookies';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import {
  hashSessionToken,
  looksLikeSessionToken,
  newSessionToken,
} from '../../platform/session-token';
import { normaliseEmail, type BanState, type UsersService } from '../users';
import type { RecordAudit } from '../../platform/audit';
import { adminRepository } from './repository';

/** Back-office sessions are shorter-lived than players': 1 hour idle, 12 hours at most. */
export const STAFF_SESSION_IDLE_MS = 60 * 60_000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;

export interface AdminServiceDeps {
  db: Database;
  clock: Clock;
  users: UsersService;
  bruteForce: BruteForceGuard;
  recordAudit: RecordAudit;
}

function knownRoles(roles: readonly string[]): StaffRole[] {
  return roles.filter((role): role is StaffRole =>
    (STAFF_ROLES as readonly string[]).includes(role),
  );
}

/** Admin and finance can move money or change staff: their sign-in needs a TOTP second factor. */
export function needsSecondFactor(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('finance');
}

export function adminService(deps: AdminServiceDeps) {
  const repository = adminRepository(deps.db);

  function requireRole(member: StaffPrincipal, roles: readonly StaffRole[]) {
    if (!staffHasRole(member, roles)) throw new AppError('forbidden');
  }

  async function changeBan(
    member: StaffPrincipal,
    globalId: string,
    reason: BanReason | null,
    requestId: string,
  ): Promise<BanState> {
    requireRole(member, ['support']);
    // The change and its audit row commit together or not at all.
    return deps.db.transaction(async (tx) => {
      const change = await deps.users.setBan(globalId, reason, tx as unknown as Database);
      await deps.recordAudit(
        {
          staffId: member.staffId,
          action: reason ? 'user.ban' : 'user.unban',
          targetType: 'user',
          targetId: globalId,
          before: change.before,
          after: change.after,
          requestId,
        },
        tx as unknown as Database,
      );
      return change.after;
    });
  }

  return {
    async login(input: StaffLoginRequest, ip: string): Promise<{ token: string; expiresAt: Date }> {
      const email = normaliseEmail(input.email);
      await deps.bruteForce.assertAllowed(email, ip);
      const member = await repository.findStaffByEmail(email);
      const valid = member
        ? await verifyPassword(member.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!member || !valid) {
        await deps.bruteForce.recordFailure(email, ip);
        throw new AppError('invalid_credentials');
      }
      await deps.bruteForce.recordSuccess(email);
      const token = newSessionToken();
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS);
      await repository.insertSession({
        staffId: member.id,
        tokenHash: hashSessionToken(token),
        now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token && looksLikeSessionToken(token))
        await repository.deleteSession(hashSessionToken(token));
    },

    async authenticate(request: FastifyRequest): Promise<StaffPrincipal | null> {
      const token = sessionTokenOf(request, STAFF_SESSION_COOKIE);
      if (!token || !looksLikeSessionToken(token)) return null;
      const session = await repository.findSession(hashSessionToken(token));
      if (!session) return null;
      const now = deps.clock.now();
      const idleSince = now.getTime() - session.lastSeenAt.getTime();
      if (session.expiresAt.getTime() <= now.getTime() || idleSince >= STAFF_SESSION_IDLE_MS) {
        await repository.deleteSessionById(session.id);
        return null;
      }
      const member = await repository.findStaffById(session.staffId);
      if (!member) return null;
      if (idleSince >= TOUCH_INTERVAL_MS)
        await repository.touchSession(session.id, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
      return {
        staffId: member.id,
        email: member.email,
        roles: knownRoles(member.roles),
        sessionId: session.id,
      };
    },

    async me(member: StaffPrincipal): Promise<StaffMeResponse> {
      const row = await repository.findStaffById(member.staffId);
      if (!row) throw new AppError('unauthorized');
      return {
        id: member.staffId,
        email: member.email,
        roles: member.roles,
        secondFactor: {
          enrolled: row.totpSecret !== null,
          required: needsSecondFactor(member.roles),
        },
      };
    },

    async listUsers(member: StaffPrincipal, query: AdminUsersQuery): Promise<AdminUsersResponse> {
      requireRole(member, ['support']);
      return deps.users.searchForStaff(query);
    },

    ban(member: StaffPrincipal, globalId: string, reason: BanReason, requestId: string) {
      return changeBan(member, globalId, reason, requestId);
    },

    unban(member: StaffPrincipal, globalId: string, requestId: string) {
      return changeBan(member, globalId, null, requestId);
    },

    /** For the CLI: creates a staff member or resets their password and roles. */
    async saveStaff(input: { email: string; password: string; roles: StaffRole[] }) {
      const saved = await repository.upsertStaff({
        email: normaliseEmail(input.email),
        passwordHash: await hashPassword(input.password),
        roles: input.roles,
      });
      return { id: saved.id, email: saved.email, roles: knownRoles(saved.roles) };
    },

    /** At boot: the configured first admin, only when no admin exists yet. Returns whether one was made. */
    async ensureFirstAdmin(admin: { email: string; password: string }): Promise<boolean> {
      if (await repository.anyAdmin()) return false;
      return repository.insertStaffIfAbsent({
        email: normaliseEmail(admin.email),
        passwordHash: await hashPassword(admin.password),
        roles: ['admin'],
      });
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
