import type {
  CreateStaffRequest,
  StaffListQuery,
  StaffListResponse,
  StaffMember,
} from '@wheelhouse/contracts/admin-staff';
import { STAFF_ROLES, type StaffRole } from '@wheelhouse/contracts/staff';
import { runAudited, type RecordAudit } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { normaliseEmail } from '../users';
import { adminRepository, type StaffRow } from './repository';
import { needsSecondFactor } from './service';

export interface StaffAccountsDeps {
  db: Database;
  clock: Clock;
  recordAudit: RecordAudit;
}

function rolesOf(row: StaffRow): StaffRole[] {
  return row.roles.filter((role): role is StaffRole =>
    (STAFF_ROLES as readonly string[]).includes(role),
  );
}

export function staffMemberOf(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    roles: rolesOf(row),
    disabled: row.disabledAt !== null,
    secondFactorEnrolled: row.totpSecret !== null,
    secondFactorRequired: needsSecondFactor(row.roles),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member: never the password hash or a secret. */
function auditView(row: StaffRow) {
  const member = staffMemberOf(row);
  return {
    email: member.email,
    roles: member.roles,
    disabled: member.disabled,
    secondFactorEnrolled: member.secondFactorEnrolled,
  };
}

/** Staff accounts and roles (admin only). Every change is audited in its own transaction. */
export function staffAccountsService(deps: StaffAccountsDeps) {
  const repository = adminRepository(deps.db);

  function requireAdmin(member: StaffPrincipal) {
    if (!staffHasRole(member, ['admin'])) throw new AppError('forbidden');
  }

  /** Changes one member under a row lock, with its audit row; refuses changes to oneself. */
  function change(
    member: StaffPrincipal,
    staffId: number,
    requestId: string,
    action: string,
    work: (row: StaffRow, tx: Database) => Promise<StaffRow>,
  ): Promise<StaffMember> {
    requireAdmin(member);
    return runAudited(deps, member, requestId, async (tx) => {
      const before = await repository.findStaffForUpdate(staffId, tx);
      if (!before) throw new AppError('not_found');
      const after = await work(before, tx);
      return {
        result: staffMemberOf(after),
        audit: {
          action,
          targetType: 'staff',
          targetId: String(staffId),
          before: auditView(before),
          after: auditView(after),
        },
      };
    });
  }

  async function update(
    staffId: number,
    changes: Parameters<ReturnType<typeof adminRepository>['updateStaff']>[1],
    tx: Database,
  ): Promise<StaffRow> {
    const saved = await repository.updateStaff(staffId, changes, tx);
    if (!saved) throw new AppError('not_found');
    return saved;
  }

  return {
    async list(member: StaffPrincipal, query: StaffListQuery): Promise<StaffListResponse> {
      requireAdmin(member);
      const { rows, total } = await repository.listStaff(query);
      return {
        data: rows.map(staffMemberOf),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    async get(member: StaffPrincipal, staffId: number): Promise<StaffMember> {
      requireAdmin(member);
      const row = await repository.findStaffById(staffId);
      if (!row) throw new AppError('not_found');
      return staffMemberOf(row);
    },

    async create(
      member: StaffPrincipal,
      input: CreateStaffRequest,
      requestId: string,
    ): Promise<StaffMember> {
      requireAdmin(member);
      const passwordHash = await hashPassword(input.password);
      return runAudited(deps, member, requestId, async (tx) => {
        const saved = await repository.insertStaff(
          { email: normaliseEmail(input.email), passwordHash, roles: input.roles },
          tx,
        );
        if (!saved) throw new AppError('email_taken');
        return {
          result: staffMemberOf(saved),
          audit: {
            action: 'staff.create',
            targetType: 'staff',
            targetId: String(saved.id),
            before: null,
            after: auditView(saved),
          },
        };
      });
    },

    setRoles(member: StaffPrincipal, staffId: number, roles: StaffRole[], requestId: string) {
      if (staffId === member.staffId && !roles.includes('admin'))
        throw new AppError('staff_self_lockout');
      return change(member, staffId, requestId, 'staff.roles', async (row, tx) => {
        const saved = await update(staffId, { roles }, tx);
        // A role that now needs a second factor the member lacks: they set it up at next sign-in.
        if (needsSecondFactor(roles) && !row.totpSecret)
          await repository.deleteSessionsOf(staffId, tx);
        return saved;
      });
    },

    setDisabled(member: StaffPrincipal, staffId: number, disabled: boolean, requestId: string) {
      if (staffId === member.staffId) throw new AppError('staff_self_lockout');
      return change(
        member,
        staffId,
        requestId,
        disabled ? 'staff.disable' : 'staff.enable',
        async (row, tx) => {
          if (!disabled) return update(staffId, { disabledAt: null }, tx);
          await repository.deleteSessionsOf(staffId, tx);
          return update(staffId, { disabledAt: row.disabledAt ?? deps.clock.now() }, tx);
        },
      );
    },

    /**
     * Recovery for a lost authenticator: another admin clears the factor and ends the member's
     * sessions; the member sets up a new one at their next sign-in.
     */
    resetSecondFactor(member: StaffPrincipal, staffId: number, requestId: string) {
      if (staffId === member.staffId)
        throw new AppError('staff_self_lockout', {
          message: 'Another admin resets your second factor',
        });
      return change(member, staffId, requestId, 'staff.second_factor.reset', async (_row, tx) => {
        await repository.deleteSessionsOf(staffId, tx);
        return update(
          staffId,
          { totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null, totpLastStep: null },
          tx,
        );
      });
    },
  };
}

export type StaffAccountsService = ReturnType<typeof staffAccountsService>;
