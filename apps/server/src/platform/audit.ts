import { and, eq } from 'drizzle-orm';
import type { StaffPrincipal } from './auth-hooks';
import type { Clock } from './clock';
import type { Database } from './db/client';
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
