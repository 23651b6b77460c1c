import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminJobParams,
  ZAdminJobRetryResponse,
  ZAdminJobsQuery,
  ZAdminJobsResponse,
} from '@wheelhouse/contracts/admin-jobs';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../auth-hooks';
import type { JobsAdminService } from './admin';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** The job queue in the back office, under /api/admin (admin only). */
export async function adminJobsRoutes(app: FastifyInstance, options: { jobs: JobsAdminService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { jobs } = options;

  routes.get(
    '/jobs',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Background jobs, newest first, optionally of one state and one queue (admin). `state=failed` lists the dead letters: jobs that failed their last retry and wait for staff.',
        querystring: ZAdminJobsQuery,
        response: { 200: ZAdminJobsResponse, ...errors },
      },
    },
    async (request) => jobs.list(staffOf(request), request.query),
  );

  routes.post(
    '/jobs/:id/retry',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Queue a failed (dead-lettered) job again for one more attempt, due now (admin; audited). Jobs are idempotent, so a retry of work that was in fact done changes nothing. 404 for an unknown id (or a job archived after 14 days), 409 when the job is not failed.',
        params: ZAdminJobParams,
        response: {
          200: ZAdminJobRetryResponse,
          ...errors,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) => jobs.retry(staffOf(request), request.params.id, request.id),
  );
}
