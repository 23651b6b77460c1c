import type { FastifyRequest } from 'fastify';
import type {
  AdminUsersQuery,
  AdminUsersResponse,
  StaffEnrolmentResponse,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffMeResponse,
  StaffSecondFactorRequest,
  StaffSignedIn,
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
import { adminRepository, type StaffRow } from './repository';
import { newTotpSecret, totpUri, verifyTotp, type TotpSealer } from './second-factor';

/** Back-office sessions are shorter-lived than players': 1 hour idle, 12 hours at most. */
export const STAFF_SESSION_IDLE_MS = 60 * 60_000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;
/** Between the password and the code: five minutes and five wrong codes at most. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

export interface AdminServiceDeps {
  db: Database;
  clock: Clock;
  users: UsersService;
  bruteForce: BruteForceGuard;
  recordAudit: RecordAudit;
  sealer: TotpSealer;
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

  async function openSession(staffId: number): Promise<StaffSignedIn> {
    const token = newSessionToken();
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS);
    await repository.insertSession({ staffId, tokenHash: hashSessionToken(token), now, expiresAt });
    return { status: 'signed_in', token, expiresAt: expiresAt.toISOString() };
  }

  async function issueChallenge(staffId: number) {
    const token = newSessionToken();
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
    await repository.deleteExpiredChallenges(now);
    await repository.insertChallenge({
      staffId,
      tokenHash: hashSessionToken(token),
      now,
      expiresAt,
    });
    return { challenge: token, challengeExpiresAt: expiresAt.toISOString() };
  }

  /**
   * Accepts `code` for the member's confirmed secret, or for the pending one (which it then
   * confirms). A wrong, stale or reused code counts as a failed sign-in.
   */
  async function checkCode(member: StaffRow, code: string, ip: string): Promise<void> {
    const sealed = member.totpSecret ?? member.totpPendingSecret;
    const step = sealed
      ? await verifyTotp({
          secret: deps.sealer.open(sealed),
          code,
          now: deps.clock.now(),
          afterStep: member.totpLastStep,
        })
      : null;
    const accepted =
      step !== null &&
      (await repository.acceptTotpStep(
        member.id,
        step,
        member.totpSecret || !sealed ? null : { sealedSecret: sealed, now: deps.clock.now() },
      ));
    if (!accepted) {
      await deps.bruteForce.recordFailure(member.email, ip);
      throw new AppError('invalid_second_factor');
    }
    await deps.bruteForce.recordSuccess(member.email);
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
    async login(input: StaffLoginRequest, ip: string): Promise<StaffLoginResponse> {
      const email = normaliseEmail(input.email);
      await deps.bruteForce.assertAllowed(email, ip);
      const member = await repository.findStaffByEmail(email);
      const valid = member
        ? await verifyPassword(member.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      // A disabled member hears the same answer as a wrong password.
      if (!member || !valid || member.disabledAt) {
        await deps.bruteForce.recordFailure(email, ip);
        throw new AppError('invalid_credentials');
      }
      if (!member.totpSecret && !needsSecondFactor(member.roles)) {
        await deps.bruteForce.recordSuccess(email);
        return openSession(member.id);
      }
      if (input.code !== undefined && (member.totpSecret || member.totpPendingSecret)) {
        await checkCode(member, input.code, ip);
        return openSession(member.id);
      }
      const challenge = await issueChallenge(member.id);
      if (member.totpSecret) return { status: 'second_factor_required', ...challenge };
      // The role needs a factor this member has not confirmed: keep offering the same pending
      // secret (the CLI may have printed it) until a first code confirms it.
      let secret: string;
      if (member.totpPendingSecret) secret = deps.sealer.open(member.totpPendingSecret);
      else {
        secret = newTotpSecret();
        await repository.updateStaff(member.id, { totpPendingSecret: deps.sealer.seal(secret) });
      }
      return {
        status: 'enrolment_required',
        ...challenge,
        otpauthUri: totpUri(member.email, secret),
        secret,
      };
    },

    async secondFactor(input: StaffSecondFactorRequest, ip: string): Promise<StaffSignedIn> {
      const challenge = looksLikeSessionToken(input.challenge)
        ? await repository.findChallenge(hashSessionToken(input.challenge))
        : undefined;
      const now = deps.clock.now();
      if (!challenge || challenge.expiresAt.getTime() <= now.getTime())
        throw new AppError('invalid_second_factor');
      const member = await repository.findStaffById(challenge.staffId);
      if (!member || member.disabledAt) throw new AppError('invalid_second_factor');
      await deps.bruteForce.assertAllowed(member.email, ip);
      try {
        await checkCode(member, input.code, ip);
      } catch (error) {
        if ((await repository.countChallengeAttempt(challenge.id)) >= CHALLENGE_ATTEMPTS)
          await repository.deleteChallenge(challenge.id);
        throw error;
      }
      // A challenge opens one session, however many requests carried it.
      if (!(await repository.deleteChallenge(challenge.id)))
        throw new AppError('invalid_second_factor');
      return openSession(member.id);
    },

    /** Starts enrolment for a signed-in member without a factor (any role may opt in). */
    async startEnrolment(member: StaffPrincipal): Promise<StaffEnrolmentResponse> {
      const row = await repository.findStaffById(member.staffId);
      if (!row) throw new AppError('unauthorized');
      if (row.totpSecret) throw new AppError('second_factor_enrolled');
      const secret = newTotpSecret();
      await repository.updateStaff(row.id, { totpPendingSecret: deps.sealer.seal(secret) });
      return { otpauthUri: totpUri(row.email, secret), secret };
    },

    async confirmEnrolment(
      member: StaffPrincipal,
      code: string,
      ip: string,
      requestId: string,
    ): Promise<StaffMeResponse> {
      const row = await repository.findStaffById(member.staffId);
      if (!row) throw new AppError('unauthorized');
      if (row.totpSecret) throw new AppError('second_factor_enrolled');
      if (!row.totpPendingSecret) throw new AppError('invalid_second_factor');
      await checkCode(row, code, ip);
      await deps.db.transaction(async (tx) =>
        deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'staff.second_factor.enrol',
            targetType: 'staff',
            targetId: String(member.staffId),
            before: { secondFactorEnrolled: false },
            after: { secondFactorEnrolled: true },
            requestId,
          },
          tx as unknown as Database,
        ),
      );
      return this.me(member);
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
      if (!member || member.disabledAt) return null;
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

    /** Staff emails by id, for modules that show who did something. */
    staffEmails(staffIds: number[]): Promise<Map<number, string>> {
      return repository.emailsOf(staffIds);
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

    /**
     * For the CLI: creates a staff member or resets their password and roles (and, when asked, their
     * second factor). A member whose roles need a factor they have not confirmed gets a pending
     * secret, returned so the CLI can print it; their first sign-in with a code confirms it.
     */
    async saveStaff(input: {
      email: string;
      password: string;
      roles: StaffRole[];
      resetSecondFactor?: boolean;
    }) {
      const saved = await repository.upsertStaff({
        email: normaliseEmail(input.email),
        passwordHash: await hashPassword(input.password),
        roles: input.roles,
      });
      let row = saved;
      if (input.resetSecondFactor && saved.totpSecret) {
        row =
          (await repository.updateStaff(saved.id, {
            totpSecret: null,
            totpEnrolledAt: null,
            totpPendingSecret: null,
          })) ?? saved;
        await repository.deleteSessionsOf(saved.id);
      }
      let enrolment: StaffEnrolmentResponse | null = null;
      if (!row.totpSecret && needsSecondFactor(row.roles)) {
        const secret = row.totpPendingSecret
          ? deps.sealer.open(row.totpPendingSecret)
          : newTotpSecret();
        if (!row.totpPendingSecret)
          await repository.updateStaff(row.id, { totpPendingSecret: deps.sealer.seal(secret) });
        enrolment = { otpauthUri: totpUri(row.email, secret), secret };
      }
      return { id: row.id, email: row.email, roles: knownRoles(row.roles), enrolment };
    },

    /**
     * At boot: the configured first admin, only when no admin exists yet. Returns whether one was
     * made. The development admin comes enrolled with its published secret; any other first admin
     * sets up the second factor at their first sign-in.
     */
    async ensureFirstAdmin(admin: {
      email: string;
      password: string;
      totpSecret?: string;
    }): Promise<boolean> {
      if (await repository.anyAdmin()) return false;
      return repository.insertStaffIfAbsent({
        email: normaliseEmail(admin.email),
        passwordHash: await hashPassword(admin.password),
        roles: ['admin'],
        ...(admin.totpSecret
          ? { totpSecret: deps.sealer.seal(admin.totpSecret), totpEnrolledAt: deps.clock.now() }
          : {}),
      });
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
