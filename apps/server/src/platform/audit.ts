import { and, asc, count, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { StaffPrincipal } from './auth-hooks';
import type { Clock } from './clock';
import type { AuditQuery } from '@wheelhouse/contracts/admin-audit';
import type { Database } from './db/client';
import { orderOf } from './db/sort';
import { auditLog as auditLogTable } from './db/schema';

/**
 * The back office's audit log (ARCHITECTURE.md "API conventions": every staff change writes a row).
 * Platform code, so every module can record its changes without depending on the admin module.
 */
export interface AuditEntry {
  staffId: number;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  requestId: string;
}

export type AuditRow = typeof auditLogTable.$inferSelect;

export interface AuditFilter {
  staffId?: number;
  /** Exact, or a prefix when it ends with `.` (`user.` matches `user.ban` and `user.unban`). */
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  sort?: Pick<AuditQuery, 'sort' | 'order'>;
  offset: number;
  limit: number;
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Writes one audit row through `executor`, so it commits with the change it describes. */
export type RecordAudit = (entry: AuditEntry, executor: Database) => Promise<void>;

export function auditLog(deps: { db: Database; clock: Clock }) {
  return {
    record: (async (entry, executor) => {
      await executor.insert(auditLogTable).values({ ...entry, createdAt: deps.clock.now() });
    }) satisfies RecordAudit,

    /** Every change made to one target, oldest first. */
    async entriesFor(targetType: string, targetId: string): Promise<AuditRow[]> {
      return deps.db
        .select()
        .from(auditLogTable)
        .where(and(eq(auditLogTable.targetType, targetType), eq(auditLogTable.targetId, targetId)))
        .orderBy(auditLogTable.id);
    },

    /** A page of rows matching `filter`, newest first, with the total count. */
    async query(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [
        filter.staffId !== undefined ? eq(auditLogTable.staffId, filter.staffId) : undefined,
        filter.action === undefined
          ? undefined
          : filter.action.endsWith('.')
            ? like(auditLogTable.action, likePrefix(filter.action))
            : eq(auditLogTable.action, filter.action),
        filter.targetType !== undefined
          ? eq(auditLogTable.targetType, filter.targetType)
          : undefined,
        filter.targetId !== undefined ? eq(auditLogTable.targetId, filter.targetId) : undefined,
        filter.from ? gte(auditLogTable.createdAt, filter.from) : undefined,
        filter.to ? lt(auditLogTable.createdAt, filter.to) : undefined,
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(auditLogTable)
          .where(where)
          .orderBy(
            ...orderOf(
              {
                // Ids follow the insertion order, so the id is the index-friendly time order.
                createdAt: auditLogTable.id,
                action: auditLogTable.action,
                targetType: auditLogTable.targetType,
              },
              filter.sort ?? { sort: 'createdAt', order: 'desc' },
              auditLogTable.id,
            ),
          )
          .offset(filter.offset)
          .limit(filter.limit),
        deps.db.select({ value: count() }).from(auditLogTable).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The distinct actions and target types recorded, for the filters. */
    async facets(): Promise<{ actions: string[]; targetTypes: string[] }> {
      const [actions, targetTypes] = await Promise.all([
        deps.db
          .selectDistinct({ value: auditLogTable.action })
          .from(auditLogTable)
          .orderBy(asc(auditLogTable.action)),
        deps.db
          .selectDistinct({ value: auditLogTable.targetType })
          .from(auditLogTable)
          .orderBy(asc(auditLogTable.targetType)),
      ]);
      return {
        actions: actions.map((row) => row.value),
        targetTypes: targetTypes.map((row) => row.value),
      };
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;

export type AuditedWork<T> = (
  tx: Database,
) => Promise<{ result: T; audit: Omit<AuditEntry, 'staffId' | 'requestId'> }>;

/**
 * A back-office change and its audit row in one transaction: the work returns what to log, and the
 * row commits (or rolls back) with the change it describes.
 */
export function runAudited<T>(
  deps: { db: Database; recordAudit: RecordAudit },
  member: StaffPrincipal,
  requestId: string,
  work: AuditedWork<T>,
): Promise<T> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { result, audit } = await work(tx);
    await deps.recordAudit({ ...audit, staffId: member.staffId, requestId }, tx);
    return result;
  });
}
