import type { StaffPrincipal } from '../../platform/auth-hooks';
import type { Database } from '../../platform/db/client';
import type { AuditEntry } from './service';

export type AuditedWork<T> = (
  tx: Database,
) => Promise<{ result: T; audit: Omit<AuditEntry, 'staffId' | 'requestId'> }>;

/**
 * A back-office change and its audit row in one transaction: the work returns what to log, and the
 * row commits (or rolls back) with the change it describes.
 */
export function runAudited<T>(
  deps: {
    db: Database;
    recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  },
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
