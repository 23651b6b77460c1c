import {
  ZJobState,
  type AdminJob,
  type AdminJobsQuery,
  type AdminJobsResponse,
} from '@wheelhouse/contracts/admin-jobs';
import { staffHasRole, type StaffPrincipal } from '../auth-hooks';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { jobsRepository, type JobRow } from './repository';

/** An audit-log row, as the audit log's recordAudit takes it (the same shape services.ts passes). */
export interface JobsAuditEntry {
  staffId: number;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  requestId: string;
}

export interface JobsAdminDeps {
  db: Database;
  recordAudit: (entry: JobsAuditEntry, executor: Database) => Promise<void>;
  /** Wakes this process's worker of a queue after a retry (the job queue's notify). */
  notify?: (name: string) => void;
}

/** The message of a failed attempt as pg-boss stores it (a serialised Error, or a timeout's value). */
function errorMessageOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const record = output as { message?: unknown; value?: { message?: unknown } };
  if (typeof record.message === 'string') return record.message;
  if (record.value && typeof record.value.message === 'string') return record.value.message;
  return null;
}

export function toAdminJob(row: JobRow): AdminJob {
  const state = ZJobState.parse(row.state);
  return {
    id: row.id,
    name: row.name,
    key: row.singletonKey,
    payload: row.data,
    state,
    retryCount: row.retryCount,
    retryLimit: row.retryLimit,
    lastError: state === 'failed' || state === 'retry' ? errorMessageOf(row.output) : null,
    createdAt: row.createdOn.toISOString(),
    startAfter: row.startAfter.toISOString(),
    startedAt: row.startedOn?.toISOString() ?? null,
    completedAt: state === 'completed' ? (row.completedOn?.toISOString() ?? null) : null,
    failedAt: state === 'failed' ? (row.completedOn?.toISOString() ?? null) : null,
  };
}

/** Thrown inside the retry transaction to undo it when the job was not failed any more. */
class NotFailed extends Error {}

/**
 * The back office's view of the job queue (admin only): the jobs, failed ones (the dead letters)
 * first of all, and retrying a failed job, audited in the same transaction.
 */
export function jobsAdminService(deps: JobsAdminDeps) {
  const repository = jobsRepository(deps.db);

  function requireAdmin(member: StaffPrincipal) {
    if (!staffHasRole(member, ['admin'])) throw new AppError('forbidden');
  }

  return {
    /** GET /api/admin/jobs: newest first, optionally one state and one queue. */
    async list(member: StaffPrincipal, query: AdminJobsQuery): Promise<AdminJobsResponse> {
      requireAdmin(member);
      const { rows, total } = await repository.page(query);
      return {
        data: rows.map(toAdminJob),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /**
     * POST /api/admin/jobs/{id}/retry: a failed job queued again for one more attempt, with its
     * audit row in the same transaction. 404 unknown id (or archived), 409 not failed.
     */
    async retry(member: StaffPrincipal, id: string, requestId: string): Promise<AdminJob> {
      requireAdmin(member);
      let retried: JobRow;
      try {
        retried = await deps.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const before = await repository.lockById(id, tx);
          if (!before) throw new AppError('not_found', { message: 'No job has this id' });
          if (before.state !== 'failed') throw new NotFailed();
          const after = await repository.retryFailed(id, tx);
          if (!after) throw new NotFailed();
          await deps.recordAudit(
            {
              staffId: member.staffId,
              action: 'job.retry',
              targetType: 'job',
              targetId: id,
              before: {
                name: before.name,
                state: before.state,
                retryCount: before.retryCount,
                lastError: errorMessageOf(before.output),
              },
              after: { state: after.state, retryLimit: after.retryLimit },
              requestId,
            },
            tx,
          );
          return after;
        });
      } catch (error) {
        if (error instanceof NotFailed)
          throw new AppError('conflict', { message: 'Only a failed job can be retried' });
        throw error;
      }
      deps.notify?.(retried.name);
      return toAdminJob(retried);
    },
  };
}

export type JobsAdminService = ReturnType<typeof jobsAdminService>;
