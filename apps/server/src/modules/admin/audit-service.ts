import type {
  AuditFacetsResponse,
  AuditQuery,
  AuditResponse,
} from '@wheelhouse/contracts/admin-audit';
import type { AuditLog } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Database } from '../../platform/db/client';
import { adminRepository } from './repository';

/**
 * Reading the audit log. Admins read every row; any other member reads only the rows of their own
 * changes (their filter on staff member is forced to themselves), so everyone can check what they did.
 */
export function auditQueryService(deps: { db: Database; audit: AuditLog }) {
  const repository = adminRepository(deps.db);
  return {
    async query(member: StaffPrincipal, query: AuditQuery): Promise<AuditResponse> {
      const isAdmin = staffHasRole(member, ['admin']);
      const { rows, total } = await deps.audit.query({
        ...query,
        sort: { sort: query.sort, order: query.order },
        staffId: isAdmin ? query.staffId : member.staffId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      });
      const emails = await repository.emailsOf([
        ...new Set(rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId]))),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id.toString(),
          staffId: row.staffId,
          staffEmail: row.staffId === null ? null : (emails.get(row.staffId) ?? null),
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          before: row.before,
          after: row.after,
          requestId: row.requestId,
          createdAt: row.createdAt.toISOString(),
        })),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    async facets(): Promise<AuditFacetsResponse> {
      return deps.audit.facets();
    },
  };
}

export type AuditQueryService = ReturnType<typeof auditQueryService>;
