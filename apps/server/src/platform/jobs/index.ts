/**
 * Background work on a job queue (pg-boss on the application database): job definitions with a
 * zod payload, retries with backoff, a dead-letter state staff can retry, recurring ticks.
 */
export { jobQueue, keyedJobId, FAILED_JOBS_KEPT_SECONDS } from './queue';
export type {
  JobContext,
  JobDefinition,
  JobQueue,
  JobQueueOptions,
  JobRun,
  JobStats,
  JobsLogger,
  QueueStats,
  SendOptions,
  TickDefinition,
} from './queue';
export { jobsAdminService } from './admin';
export type { JobsAdminService, JobsAuditEntry } from './admin';
export { adminJobsRoutes } from './admin-routes';
