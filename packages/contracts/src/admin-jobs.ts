import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';

/**
 * A background job's state (pg-boss's): created (queued) → active (running) → completed; a failed
 * attempt goes to retry (queued again after a backoff) until its retry limit, then to failed: the
 * dead-letter state staff see and may retry. cancelled is not used by Wheelhouse itself.
 */
export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export const ZJobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof ZJobState>;

/** `GET /api/admin/jobs`: background jobs, newest first. */
export const ZAdminJobsQuery = z
  .object({
    state: ZJobState.optional().describe('Only jobs in this state (failed: the dead letters)'),
    name: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('Only jobs of this queue, e.g. crypto.payout-send'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  })
  .describe('Background jobs to look at');
export type AdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;

export const ZAdminJobParams = z.object({
  id: z.uuid().describe('The job id'),
});
export type AdminJobParams = z.infer<typeof ZAdminJobParams>;

export const ZAdminJob = z
  .object({
    id: z.string(),
    name: z.string().describe('The queue: what the job does (crypto.payout-send, …)'),
    key: z
      .string()
      .nullable()
      .describe('What the job is about when it has one key, e.g. the withdrawal id'),
    payload: z.unknown().describe('The job’s input, as its queue’s schema defines it'),
    state: ZJobState,
    retryCount: z.number().int().describe('Attempts after the first that have started'),
    retryLimit: z.number().int().describe('Attempts after the first allowed before it fails'),
    lastError: z
      .string()
      .nullable()
      .describe('The error of the last failed attempt (failed and retry states)'),
    createdAt: z.string().describe('ISO-8601'),
    startAfter: z
      .string()
      .describe('ISO-8601: not run before this (the backoff of a job waiting to retry)'),
    startedAt: z.string().nullable().describe('ISO-8601 of the last attempt’s start'),
    completedAt: z.string().nullable().describe('ISO-8601 when it completed'),
    failedAt: z.string().nullable().describe('ISO-8601 when it failed for good (state failed)'),
  })
  .describe('One background job as the back office sees it');
export type AdminJob = z.infer<typeof ZAdminJob>;

export const ZAdminJobsResponse = z.object({
  data: z.array(ZAdminJob),
  meta: ZPageMeta,
});
export type AdminJobsResponse = z.infer<typeof ZAdminJobsResponse>;

/** `POST /api/admin/jobs/{id}/retry`: the job, now in state retry and due at once. */
export const ZAdminJobRetryResponse = ZAdminJob.describe(
  'The failed job queued again for one more attempt',
);
export type AdminJobRetryResponse = z.infer<typeof ZAdminJobRetryResponse>;
